#!/usr/bin/env bash
# Type-checks Swift sources against the SwiftUI stand-in in Tools/SwiftUIStandIn.
#
#   Tools/typecheck-swiftui.sh                 type-checks the stand-in's sample
#   Tools/typecheck-swiftui.sh FILE.swift ...  type-checks the given files, with the Itinerary
#                                              and ItineraryRendering modules importable (built
#                                              first if needed)
#   Tools/typecheck-swiftui.sh --all           what CI runs: the sample, then the SwiftUI adapter
#                                              (Sources/ItinerarySwiftUI), compiled into a module
#                                              named ItinerarySwiftUI, then the showcase app
#                                              (Examples/ShowcaseApp) against that module
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

strict=(-swift-version 6 -warnings-as-errors)

# Type-checks the given files against the stand-in and the modules in the given directories.
typecheck() {
  local -a includes=()
  while [ "$1" != "--" ]; do
    includes+=(-I "$1")
    shift
  done
  shift
  "$swiftc" -typecheck "${strict[@]}" -I "$work" "${includes[@]}" "$@"
  local -a files=()
  for argument in "$@"; do
    case "$argument" in *.swift) files+=("${argument#"$root"/}") ;; esac
  done
  echo "type-checked against the SwiftUI stand-in: ${files[*]}"
}

# Builds the package's modules the adapter imports and prints the directory they are in.
package_modules() {
  (cd "$root" && swift build --target ItineraryRendering >&2)
  echo "$(cd "$root" && swift build --show-bin-path)/Modules"
}

if [ "$#" -eq 0 ]; then
  typecheck -- "$standin"/Sample/*.swift
elif [ "$1" = "--all" ]; then
  typecheck -- "$standin"/Sample/*.swift
  modules="$(package_modules)"
  adapter=("$root"/Sources/ItinerarySwiftUI/*.swift)
  showcase=("$root"/Examples/ShowcaseApp/*.swift)
  typecheck "$modules" -- -parse-as-library -module-name ItinerarySwiftUI "${adapter[@]}"
  "$swiftc" -emit-module "${strict[@]}" -parse-as-library -module-name ItinerarySwiftUI \
    -I "$work" -I "$modules" -emit-module-path "$work/ItinerarySwiftUI.swiftmodule" \
    "${adapter[@]}"
  typecheck "$modules" -- -parse-as-library "${showcase[@]}"
else
  modules="$(package_modules)"
  typecheck "$modules" -- "$@"
fi
