#!/usr/bin/env bash
# Type-checks Swift sources against the SwiftUI stand-in in Tools/SwiftUIStandIn.
#
#   Tools/typecheck-swiftui.sh                 type-checks the stand-in's sample
#   Tools/typecheck-swiftui.sh FILE.swift ...  type-checks the given files, with the Itinerary
#                                              module importable (built first if needed)
#
# The stand-in is a module named SwiftUI made of declarations only: its parts
# (Tools/SwiftUIStandIn/SwiftUI/*.swiftinterface) are joined into one module interface and
# compiled with Swift 6 language mode, as Apple ships SwiftUI. The files are then type-checked
# with Swift 6 language mode (complete concurrency checking) and warnings as errors, so a file
# passes only if it would compile against SwiftUI's declarations without a single warning.
# Linux ignores availability for Apple platforms, so availability is recorded, not enforced.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
standin="$root/Tools/SwiftUIStandIn"
swiftc="${SWIFTC:-swiftc}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

interface="$work/SwiftUI.swiftinterface"
{
  echo "// swift-interface-format-version: 1.0"
  echo "// swift-compiler-version: $("$swiftc" --version 2>/dev/null | head -n 1)"
  echo "// swift-module-flags: -swift-version 6 -enable-library-evolution -module-name SwiftUI"
  echo "import Swift"
  echo "import _Concurrency"
  echo "import Foundation"
  echo "import Observation"
  for part in "$standin"/SwiftUI/*.swiftinterface; do
    echo
    echo "// MARK: - $(basename "$part")"
    cat "$part"
  done
} > "$interface"

"$swiftc" -frontend -compile-module-from-interface -module-name SwiftUI \
  "$interface" -o "$work/SwiftUI.swiftmodule"

if [ "$#" -eq 0 ]; then
  set -- "$standin"/Sample/*.swift
  includes=()
else
  (cd "$root" && swift build --target Itinerary >&2)
  includes=(-I "$(cd "$root" && swift build --show-bin-path)/Modules")
fi

"$swiftc" -typecheck -swift-version 6 -warnings-as-errors -I "$work" "${includes[@]}" "$@"
echo "type-checked against the SwiftUI stand-in: $*"
