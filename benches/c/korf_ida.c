/* Korf's 1985 IDA* with Manhattan distance, written plainly in C as the
 * reference of benches/engine.rs: the board in an array, the blank's
 * position kept, the heuristic updated from the one tile that moves, the
 * move back to the parent never generated, successors tried in the order
 * up, left, right, down (Korf's), or in the order given.
 *
 * Usage: korf_ida [-o ORDER] WIDTH t0 t1 ... (square boards up to 5x5,
 * 0 = blank; goal: the blank first, tile v on cell v; ORDER: the four
 * letters U D L R, the moves of the blank, default ULRD).
 * Prints: LENGTH GENERATED SECONDS, where GENERATED counts every child
 * created in every iteration, the root not counted (as npuzzle counts). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define MAXC 25

static int W, N;
static int board[MAXC];
static int md[MAXC][MAXC];    /* md[tile][cell] */
static int nmoves[MAXC];
static int moves[MAXC][4];    /* target cells of the blank */
static long long generated;
static int bound, next_bound;

/* Search below a node within the bound; returns 1 when the goal is found. */
static int dfs(int blank, int g, int h, int prev) {
    if (h == 0)
        return 1;
    for (int i = 0; i < nmoves[blank]; i++) {
        int to = moves[blank][i];
        if (to == prev)
            continue;
        int tile = board[to];
        int nh = h - md[tile][to] + md[tile][blank];
        generated++;
        int f = g + 1 + nh;
        if (f > bound) {
            if (f < next_bound)
                next_bound = f;
            continue;
        }
        board[blank] = tile;
        board[to] = 0;
        int found = dfs(to, g + 1, nh, blank);
        board[to] = tile;
        board[blank] = 0;
        if (found)
            return 1;
    }
    return 0;
}

/* The depth of the solution: IDA* stops at the first bound that holds it. */
int main(int argc, char **argv) {
    const char *order = "ULRD";
    if (argc > 2 && argv[1][0] == '-' && argv[1][1] == 'o') {
        order = argv[2];
        argc -= 2;
        argv += 2;
    }
    if (argc < 2) {
        fprintf(stderr, "usage: korf_ida [-o ORDER] WIDTH TILES...\n");
        return 2;
    }
    W = atoi(argv[1]);
    N = W * W;
    if (W < 2 || N > MAXC || argc != N + 2) {
        fprintf(stderr, "korf_ida: give a width of 2 to 5 and WIDTH*WIDTH tiles\n");
        return 2;
    }
    int blank = -1, h = 0;
    for (int c = 0; c < N; c++) {
        board[c] = atoi(argv[c + 2]);
        if (board[c] == 0)
            blank = c;
    }
    for (int t = 1; t < N; t++)
        for (int c = 0; c < N; c++)
            md[t][c] = abs(c / W - t / W) + abs(c % W - t % W);
    for (int c = 0; c < N; c++) {
        int r = c / W, k = c % W, n = 0;
        for (const char *o = order; *o; o++) {
            if (*o == 'U' && r > 0) moves[c][n++] = c - W;
            else if (*o == 'L' && k > 0) moves[c][n++] = c - 1;
            else if (*o == 'R' && k + 1 < W) moves[c][n++] = c + 1;
            else if (*o == 'D' && r + 1 < W) moves[c][n++] = c + W;
            if (n == 4) break;
        }
        nmoves[c] = n;
        if (board[c])
            h += md[board[c]][c];
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    bound = h;
    for (;;) {
        next_bound = 1 << 30;
        if (dfs(blank, 0, h, -1))
            break;
        bound = next_bound;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%d %lld %.6f\n", bound, generated, secs);
    return 0;
}
