#!/usr/bin/env bash
# Fold integration-test files into the one test crate, tests/suite/ (issue 27).
#
#   tests/move-into-suite.sh NAME...     (NAME is `cli` or `tests/cli.rs`)
#
# For each NAME:
# - `git mv tests/NAME.rs tests/suite/NAME.rs` (history follows the file);
# - its `mod common;` becomes `use crate::common;` (the crate declares `common`
#   once; the line is dropped when the file never names `common`), and the
#   paths its macros read relative to the file (`#[path = "../x"]`,
#   `insta::glob!("base", ...)`, `include_str!`, `include_bytes!`) gain one `../`;
# - its snapshots, tests/snapshots/NAME__*.snap, are moved (git mv) to
#   tests/suite/snapshots/suite__NAME__*.snap, the names insta gives them in the
#   suite (the module path suite::NAME), and their `source:` line follows;
# - `mod NAME;` is added to tests/suite/main.rs (the list kept sorted).
# A NAME already in the suite only has its leftover snapshots moved: the thing
# to run after merging a branch that added snapshots to tests/snapshots/.
#
# Afterwards: `INSTA_UPDATE=no cargo test --release --test suite NAME::` must
# pass (a moved snapshot that insta cannot find fails, it is never rewritten).
set -euo pipefail
cd "$(dirname "$0")/.."

main=tests/suite/main.rs
[ -f "$main" ] || { echo "move-into-suite: $main is missing" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: tests/move-into-suite.sh NAME..." >&2; exit 2; }
mkdir -p tests/suite/snapshots

for arg in "$@"; do
  name=$(basename "$arg" .rs)
  case "$name" in
    main | common | snapshots | fixtures | '')
      echo "move-into-suite: '$name' cannot be a module of the suite" >&2
      exit 2
      ;;
  esac
  [[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]] || {
    echo "move-into-suite: '$name' is not a Rust module name" >&2
    exit 2
  }
  src=tests/$name.rs
  dst=tests/suite/$name.rs
  if [ -f "$src" ]; then
    [ -e "$dst" ] && { echo "move-into-suite: both $src and $dst exist" >&2; exit 2; }
    git mv "$src" "$dst"
    if grep -q 'common::' "$dst"; then
      sed -i 's/^mod common;$/use crate::common;/' "$dst"
    else
      sed -i '/^mod common;$/d' "$dst"
    fi
    # One directory deeper: relative paths of the macros that read files.
    perl -0pi -e '
      s/(#\[path\s*=\s*")(?!\/)/$1..\//g;
      s/(insta::glob!\(\s*")(?!\/)/$1..\//g;
      s/(include_(?:str|bytes)!\(\s*")(?!\/)/$1..\//g;
    ' "$dst"
    if ! grep -qx "mod $name;" "$main"; then
      # Insert `mod NAME;` among the sorted `mod` lines.
      python3 - "$main" "$name" <<'PY'
import sys
path, name = sys.argv[1], sys.argv[2]
lines = open(path).read().split("\n")
mods = [i for i, l in enumerate(lines) if l.startswith("mod ") and l.endswith(";")]
new = f"mod {name};"
at = next((i for i in mods if lines[i] > new and lines[i] != "mod common;"), None)
if at is None:
    at = (mods[-1] + 1) if mods else len(lines)
lines.insert(at, new)
open(path, "w").write("\n".join(lines))
PY
    fi
    echo "moved $src to $dst"
  elif [ ! -f "$dst" ]; then
    echo "move-into-suite: neither $src nor $dst exists" >&2
    exit 2
  fi
  shopt -s nullglob
  for snap in tests/snapshots/"$name"__*.snap; do
    to=tests/suite/snapshots/suite__$(basename "$snap")
    [ -e "$to" ] && { echo "move-into-suite: $to exists already" >&2; exit 2; }
    git mv "$snap" "$to"
    sed -i "1,4s|^source: tests/$name\.rs\$|source: tests/suite/$name.rs|" "$to"
  done
  shopt -u nullglob
done
# An emptied tests/snapshots/ goes.
rmdir tests/snapshots 2>/dev/null || true
