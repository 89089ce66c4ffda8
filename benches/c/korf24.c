/* IDA* with the 6-6-6-6 additive pattern databases on the 24-puzzle
 * (Korf & Felner, "Disjoint pattern database heuristics", 2002), written
 * for npuzzle's benchmark `korf24_c` from the algorithm: it reads
 * npuzzle's own 5x5 table files and gives npuzzle's counts to the node.
 *
 *   korf24 TABLE_A TABLE_B MAX_NODES T0 T1 ... T24
 *
 * TABLE_A and TABLE_B: the cache files of the patterns {1,2,5,6,7,12} and
 * {3,4,8,9,13,14} (a 62-byte header: magic "NPZLPDB\n", version 2 (u32
 * LE), 5, 5, 6, the six cells, kind 3, the entry count (u64 LE), a 32-byte
 * hash; then one byte per placement, ranked in mixed radix 25, 24, ...:
 * the i-th tile's cell counted among the cells the earlier tiles leave
 * free). The goal is blank-first (tile c on cell c). MAX_NODES: stop when
 * that many nodes were generated (0: no limit).
 *
 * The heuristic: the four patterns' sum, and the same on the board
 * reflected about the main diagonal (the patterns transposed); h is the
 * larger. Every pattern is one of the two tables seen through a symmetry
 * of the square. The reflected sum is looked up only when the first sum
 * does not cut the child already (Korf's lazy order).
 *
 * The search: the blank moves up, left, right, down; the move back is not
 * generated; a child is generated (counted) when its h is computed; the
 * root counts as generated once; a child with g + h above the threshold
 * is cut, the smallest such f is the next threshold; the goal is tested
 * when a node is entered. The board is one array changed in place and
 * the pattern cells are changed and restored around each child.
 *
 * Output, one line per iteration: "iteration THRESHOLD GENERATED
 * EXPANDED" (the iteration's own counts), then "result STATUS LENGTH
 * GENERATED EXPANDED CPU_SECONDS WALL_SECONDS" (STATUS solved or
 * limit). Exit 2 on bad input. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SIDE 5
#define CELLS 25
#define K 6
#define ENTRIES 127512000u
#define HEADER 62
#define NLOOK 8

static const uint8_t PARTITION[4][K] = {
    {1, 2, 5, 6, 7, 12},
    {3, 4, 8, 9, 13, 14},
    {10, 11, 15, 16, 20, 21},
    {17, 18, 19, 22, 23, 24},
};

static uint8_t *table[2];
static uint8_t tabcells[2][K];

/* One lookup: its table, and the map from a board cell to the cell of
 * the table's frame. cells[l][slot]: where slot's tile is, in the frame. */
static const uint8_t *ltab[NLOOK];
static uint8_t lmap[NLOOK][CELLS];
static uint8_t cells[NLOOK][K];
static uint8_t val[NLOOK];
/* Per tile, per partition: the lookup and the slot. */
static uint8_t tlook[2][CELLS], tslot[2][CELLS];

static uint8_t board[CELLS];
static int nmoves[CELLS];
static int mto[CELLS][4], mdir[CELLS][4];

static uint64_t generated, expanded, max_nodes;
static int bound, next_bound, stopped, found_len;

static void die(const char *msg) {
    fprintf(stderr, "korf24: %s\n", msg);
    exit(2);
}

static int sym(int s, int c) {
    int r = c / SIDE, col = c % SIDE, t;
    if (s & 1) { t = r; r = col; col = t; }
    if (s & 2) r = SIDE - 1 - r;
    if (s & 4) col = SIDE - 1 - col;
    return r * SIDE + col;
}

static int transpose(int c) { return (c % SIDE) * SIDE + c / SIDE; }

static int cmp_u8(const void *a, const void *b) {
    return *(const uint8_t *)a - *(const uint8_t *)b;
}

static void load(int t, const char *path, const uint8_t *want) {
    FILE *f = fopen(path, "rb");
    uint8_t h[HEADER];
    if (!f) die("cannot open a table file");
    if (fread(h, 1, HEADER, f) != HEADER) die("a table file is truncated");
    if (memcmp(h, "NPZLPDB\n", 8) != 0) die("not a pattern database");
    if (h[8] != 2 || h[12] != 5 || h[13] != 5 || h[14] != K || h[21] != 3)
        die("a table of another version, size or kind");
    if (memcmp(h + 15, want, K) != 0) die("a table of another pattern");
    table[t] = malloc(ENTRIES);
    if (!table[t]) die("out of memory");
    if (fread(table[t], 1, ENTRIES, f) != ENTRIES) die("a table file is truncated");
    fclose(f);
    memcpy(tabcells[t], want, K);
}

/* The lookups of the partition and of its reflection, as npuzzle's
 * layout finds them: the first table (then symmetry, in order) whose
 * image is the pattern. With a blank-first goal the frame is the board. */
static void layout(void) {
    int n = 0;
    for (int refl = 0; refl < 2; refl++) {
        for (int p = 0; p < 4; p++, n++) {
            uint8_t set[K];
            for (int i = 0; i < K; i++)
                set[i] = refl ? transpose(PARTITION[p][i]) : PARTITION[p][i];
            qsort(set, K, 1, cmp_u8);
            int hit = 0;
            for (int t = 0; t < 2 && !hit; t++)
                for (int s = 0; s < 8 && !hit; s++) {
                    uint8_t img[K];
                    for (int i = 0; i < K; i++) img[i] = sym(s, tabcells[t][i]);
                    qsort(img, K, 1, cmp_u8);
                    if (memcmp(img, set, K) != 0) continue;
                    hit = 1;
                    ltab[n] = table[t];
                    for (int c = 0; c < CELLS; c++) lmap[n][sym(s, c)] = c;
                    for (int i = 0; i < K; i++) {
                        int tile = sym(s, tabcells[t][i]);
                        tlook[refl][tile] = n;
                        tslot[refl][tile] = i;
                    }
                }
            if (!hit) die("a pattern no table serves");
        }
    }
}

/* The compact rank of a placement. With a popcount instruction (e.g.
 * -march=native) the cells below are counted in a bit set; without one
 * (plain x86-64: GCC would call a library function) by comparisons. */
static inline unsigned rank6(const uint8_t *c) {
    unsigned r = 0;
#ifdef __POPCNT__
    uint32_t used = 0;
    for (int i = 0; i < K; i++) {
        unsigned below = __builtin_popcount(used & ((1u << c[i]) - 1));
        r = r * (CELLS - i) + (c[i] - below);
        used |= 1u << c[i];
    }
#else
    for (int i = 0; i < K; i++) {
        unsigned below = 0;
        for (int j = 0; j < i; j++) below += c[j] < c[i];
        r = r * (CELLS - i) + (c[i] - below);
    }
#endif
    return r;
}

static int is_goal(void) {
    for (int c = 0; c < CELLS; c++)
        if (board[c] != c) return 0;
    return 1;
}

/* Visit a node within the bound: 1 when the search ended (goal or limit). */
static int dfs(int blank, int g, int h, int prev, int sum0, int sum1) {
    if (h == 0 && is_goal()) {
        found_len = g;
        return 1;
    }
    if (g + 1 >= 257) return 0;
    expanded++;
    for (int i = 0; i < nmoves[blank]; i++) {
        int d = mdir[blank][i];
        if ((d ^ 1) == prev) continue;
        int to = mto[blank][i];
        int tile = board[to];
        int room = bound - (g + 1);
        if (room < 0) room = 0;
        /* The tile goes from `to` to `blank`. */
        int l0 = tlook[0][tile], s0 = tslot[0][tile];
        uint8_t c0 = cells[l0][s0];
        cells[l0][s0] = lmap[l0][blank];
        int v0 = ltab[l0][rank6(cells[l0])];
        int a = sum0 - val[l0] + v0, nh = a, b = sum1;
        int l1 = tlook[1][tile], s1 = tslot[1][tile], v1 = 0;
        uint8_t c1 = cells[l1][s1];
        int both = a <= room;
        if (both) {
            cells[l1][s1] = lmap[l1][blank];
            v1 = ltab[l1][rank6(cells[l1])];
            b = sum1 - val[l1] + v1;
            if (b > nh) nh = b;
        }
        generated++;
        if (max_nodes && generated >= max_nodes) {
            stopped = 1;
            return 1;
        }
        int f = g + 1 + nh;
        if (f > bound) {
            if (f < next_bound) next_bound = f;
        } else {
            uint8_t o0 = val[l0], o1 = val[l1];
            val[l0] = v0;
            val[l1] = v1;
            board[blank] = tile;
            board[to] = 0;
            int end = dfs(to, g + 1, nh, d, a, b);
            board[to] = tile;
            board[blank] = 0;
            val[l0] = o0;
            val[l1] = o1;
            if (end) return 1;
        }
        cells[l0][s0] = c0;
        if (both) cells[l1][s1] = c1;
    }
    return 0;
}

static double cpu_now(void) { return (double)clock() / CLOCKS_PER_SEC; }

static double wall_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    static const uint8_t A[K] = {1, 2, 5, 6, 7, 12}, B[K] = {3, 4, 8, 9, 13, 14};
    if (argc != 4 + CELLS) die("usage: korf24 TABLE_A TABLE_B MAX_NODES T0 ... T24");
    load(0, argv[1], A);
    load(1, argv[2], B);
    max_nodes = strtoull(argv[3], NULL, 10);
    int seen = 0, blank = -1;
    for (int c = 0; c < CELLS; c++) {
        int t = atoi(argv[4 + c]);
        if (t < 0 || t >= CELLS || (seen >> t & 1)) die("the board is not 0..24 once each");
        seen |= 1 << t;
        board[c] = t;
        if (t == 0) blank = c;
    }
    layout();
    /* Moves: up 0, down 1, left 2, right 3, generated up, left, right, down. */
    static const int order[4] = {0, 2, 3, 1};
    for (int c = 0; c < CELLS; c++) {
        int r = c / SIDE, col = c % SIDE;
        nmoves[c] = 0;
        for (int i = 0; i < 4; i++) {
            int d = order[i], t = -1;
            if (d == 0 && r > 0) t = c - SIDE;
            if (d == 1 && r < SIDE - 1) t = c + SIDE;
            if (d == 2 && col > 0) t = c - 1;
            if (d == 3 && col < SIDE - 1) t = c + 1;
            if (t < 0) continue;
            mto[c][nmoves[c]] = t;
            mdir[c][nmoves[c]] = d;
            nmoves[c]++;
        }
    }
    for (int c = 0; c < CELLS; c++) {
        int t = board[c];
        if (t == 0) continue;
        for (int p = 0; p < 2; p++) {
            int l = tlook[p][t];
            cells[l][tslot[p][t]] = lmap[l][c];
        }
    }
    int sum[2] = {0, 0};
    for (int l = 0; l < NLOOK; l++) {
        val[l] = ltab[l][rank6(cells[l])];
        sum[l / 4] += val[l];
    }
    int h0 = sum[0] > sum[1] ? sum[0] : sum[1];
    double cpu0 = cpu_now(), wall0 = wall_now();
    generated = 1; /* the root */
    bound = h0;
    uint64_t g0 = 0, e0 = 0;
    int solved = 0;
    for (;;) {
        if (max_nodes && generated >= max_nodes) {
            stopped = 1;
            printf("iteration %d %llu %llu\n", bound, (unsigned long long)(generated - g0),
                   (unsigned long long)(expanded - e0));
            break;
        }
        next_bound = 1 << 30;
        int end = dfs(blank, 0, h0, 8, sum[0], sum[1]);
        printf("iteration %d %llu %llu\n", bound, (unsigned long long)(generated - g0),
               (unsigned long long)(expanded - e0));
        fflush(stdout);
        g0 = generated;
        e0 = expanded;
        if (end) {
            solved = !stopped;
            break;
        }
        if (next_bound > 255) die("exhausted without the goal (an unsolvable board?)");
        bound = next_bound;
    }
    printf("result %s %d %llu %llu %.3f %.3f\n", solved ? "solved" : "limit",
           solved ? found_len : bound, (unsigned long long)generated,
           (unsigned long long)expanded, cpu_now() - cpu0, wall_now() - wall0);
    return 0;
}
