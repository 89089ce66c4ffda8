#!/usr/bin/env bash
# Build npuzzle's library for the browser: web/dist/npuzzle.wasm, the
# module the explorer page runs (`npuzzle explorer`, embedded in the
# binary), and web/dist/SOURCES, the hash of every file it was built from
# (checked by the unit test `explorer::tests::the_wasm_was_built_from_these_sources`).
#
#   web/build.sh            build, then record the sources' hashes
#   web/build.sh --check    build into a temporary folder and compare its
#                           bytes with the committed module (.ci/run)
#
# The route (docs/src/development.md, "The explorer's WebAssembly"): the
# project's rustup toolchain when it has the wasm32-unknown-unknown target;
# else Debian's rustc-web (Rust 1.96 with its standard library's source,
# `apt-get install rustc-web cargo-web rust-web-src lld-22`), which builds
# the standard library for the target itself (-Zbuild-std). The module is
# built with Debian's toolchain, so that the check rebuilds it byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
check=0
[ "${1:-}" = "--check" ] && check=1

target_dir=${NPUZZLE_WASM_TARGET_DIR:-$root/target/wasm}
if [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/src/rust/library ]; then
  cargo=/usr/bin/cargo
  export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
  build_std=(-Zbuild-std=std,panic_abort)
elif rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  cargo=cargo
  build_std=()
else
  echo "web/build.sh: no toolchain for wasm32-unknown-unknown: apt-get install rustc-web cargo-web rust-web-src lld-22 (or rustup target add wasm32-unknown-unknown)" >&2
  exit 2
fi

# Small and whole: one codegen unit, link-time optimisation, no unwinding.
export CARGO_PROFILE_RELEASE_LTO=fat
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
export CARGO_PROFILE_RELEASE_PANIC=abort
export CARGO_PROFILE_RELEASE_OPT_LEVEL=s
export CARGO_PROFILE_RELEASE_DEBUG=0
export CARGO_PROFILE_RELEASE_STRIP=true
# The same bytes from any folder: paths in panic messages are made relative.
cargo_home=${CARGO_HOME:-$HOME/.cargo}
export RUSTFLAGS="--remap-path-prefix=$root=npuzzle --remap-path-prefix=$cargo_home/registry/src=crates --remap-path-prefix=/usr/lib/rustlib/src/rust=rust"

nice "$cargo" build --locked --release -p npuzzle-web --target wasm32-unknown-unknown \
  "${build_std[@]}" --target-dir "$target_dir"
built=$target_dir/wasm32-unknown-unknown/release/npuzzle_web.wasm

if [ "$check" = 1 ]; then
  if cmp -s "$built" web/dist/npuzzle.wasm; then
    echo "web/build.sh: web/dist/npuzzle.wasm is what the sources build ($(wc -c <"$built") bytes)"
    exit 0
  fi
  echo "web/build.sh: web/dist/npuzzle.wasm differs from what the sources build: run web/build.sh and commit web/dist" >&2
  exit 1
fi

mkdir -p web/dist
cp "$built" web/dist/npuzzle.wasm
# The files the module was compiled from (rustc's dependency list, this
# repository's only), and the lock file.
deps=$target_dir/wasm32-unknown-unknown/release/npuzzle_web.d
list=$(mktemp)
trap 'rm -f "$list"' EXIT
sed -e 's/^[^:]*: //' "$deps" | tr ' ' '\n' | sed -n "s|^$root/||p" | grep -v -e '^target/' -e '^\.git/' | sort -u \
  | while read -r f; do if [ -f "$f" ]; then echo "$f"; fi; done >"$list"
printf '%s\n' Cargo.lock Cargo.toml build.rs web/wasm/Cargo.toml web/build.sh >>"$list"
# The unit test writes the hashes when asked to (one hashing code, in Rust).
NPUZZLE_WRITE_WASM_SOURCES="$list" nice cargo test --release --quiet --bin npuzzle \
  explorer::tests::the_wasm_was_built_from_these_sources >/dev/null
echo "web/build.sh: web/dist/npuzzle.wasm ($(wc -c <web/dist/npuzzle.wasm) bytes) and web/dist/SOURCES ($(grep -c . web/dist/SOURCES) files)"
