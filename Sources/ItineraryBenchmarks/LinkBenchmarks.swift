import Foundation
import Itinerary

/// The link table the link benchmarks resolve in: `count` patterns `/s<k mod 10>/p<k>/:id`,
/// and 64 paths spread evenly over them. One operation resolves all 64 paths, so every loop
/// pays for early and late rows alike.
private struct LinkTable {
  let patterns: [String]
  let paths: [String]

  init(count: Int) {
    patterns = (0..<count).map { "/s\($0 % 10)/p\($0)/:id" }
    paths = (0..<64).map { index in
      let row = index * count / 64
      return "/s\(row % 10)/p\(row)/\(index)"
    }
  }
}

/// A bare trie: a dictionary of children per node, `:` for the parameter child.
private struct DictionaryTrie {
  var children: [String: DictionaryTrie] = [:]
  var value: Int?

  mutating func insert(_ segments: ArraySlice<String>, value: Int) {
    guard let first = segments.first else { return self.value = value }
    children[first, default: DictionaryTrie()].insert(segments.dropFirst(), value: value)
  }

  func walk(_ segments: [String]) -> Int? {
    var node = self
    for segment in segments {
      guard let child = node.children[segment] ?? node.children[":"] else { return nil }
      node = child
    }
    return node.value
  }
}

extension Benchmark {
  /// `LinkMatcher.resolve` of 64 parsed paths in a table of `count` patterns, beside a walk of
  /// the same segments through a bare trie of nested dictionaries. The checksum reads each
  /// resolution's value and its `id` parameter, so the matcher must really capture it; the
  /// baseline only finds the value.
  static func linksResolve(count: Int) -> Benchmark {
    Benchmark(name: "links.resolve@\(count)", baseline: "dictionary.trie@\(count)") {
      let table = LinkTable(count: count)
      var matcher = LinkMatcher<Int>()
      var trie = DictionaryTrie()
      for (row, pattern) in table.patterns.enumerated() {
        try matcher.add(pattern, row)
        trie.insert(
          pattern.split(separator: "/").map { $0.hasPrefix(":") ? ":" : String($0) }[...],
          value: row)
      }
      let paths = table.paths.map { LinkPath($0) }
      let segments = paths.map(\.segments)
      let subject: TimedLoop = { [matcher] iterations in
        var checksum = 0
        for _ in 0..<iterations {
          for path in paths {
            let resolution = matcher.resolve(path)
            checksum &+=
              (resolution?.value ?? -1) &+ (resolution?.match.parameters["id"]?.utf8.count ?? 0)
          }
        }
        return checksum
      }
      let baseline: TimedLoop = { [trie] iterations in
        var checksum = 0
        for _ in 0..<iterations {
          for path in segments { checksum &+= trie.walk(path) ?? -1 }
        }
        return checksum
      }
      return (subject, baseline)
    }
  }

  /// `LinkMatcher.resolve` of 64 link strings (parsed each time) in a table of `count`
  /// patterns, beside one `NSRegularExpression` per pattern tried in order until one matches,
  /// as routers that match path globs do. The regular expressions are slow, so it is timed in
  /// fewer rounds.
  static func linksResolveAgainstRegex(count: Int) -> Benchmark {
    var benchmark = Benchmark(
      name: "links.resolve.regex@\(count)", baseline: "regex.first_match@\(count)"
    ) {
      let table = LinkTable(count: count)
      var matcher = LinkMatcher<Int>()
      for (row, pattern) in table.patterns.enumerated() { try matcher.add(pattern, row) }
      let expressions = try table.patterns.map { pattern in
        let body = pattern.split(separator: "/").map { $0.hasPrefix(":") ? "([^/]+)" : String($0) }
        return try NSRegularExpression(pattern: "^/" + body.joined(separator: "/") + "/?$")
      }
      let paths = table.paths
      let subject: TimedLoop = { [matcher] iterations in
        var checksum = 0
        for _ in 0..<iterations {
          for path in paths { checksum &+= matcher.resolve(path)?.value ?? -1 }
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          for path in paths {
            let range = NSRange(path.startIndex..., in: path)
            let row = expressions.firstIndex { $0.firstMatch(in: path, range: range) != nil }
            checksum &+= row ?? -1
          }
        }
        return checksum
      }
      return (subject, baseline)
    }
    benchmark.rounds = 11
    return benchmark
  }
}
