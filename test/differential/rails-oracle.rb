# The Rails side of the differential test: reads a JSON list of cases on stdin, each
# `{ "ruby": "<routes block body>", "seed": N }`, draws each on a fresh RouteSet and prints
# one JSON object per case: the route table, recognition of sample URLs made from that
# table, and the `_path` helpers called with sample arguments. One process for the batch.
require "json"
require "action_controller"
require "action_dispatch"
require "rack/mock"
require "action_dispatch/routing/inspector"

def regexp_source(value)
  value.is_a?(Regexp) ? { "re" => value.source, "flags" => value.options } : value
end

def plain(hash)
  hash.each_with_object({}) { |(k, v), out| out[k.to_s] = v.is_a?(Symbol) ? v.to_s : regexp_source(v) }
end

# A value a segment accepts under its requirement (one of those that fit, values with dots
# among them); nil when none of the candidates fits.
CANDIDATES = %w[1 42 abc x-y A123 2024 ab.cd 1.5 ex.com a.b.rss new]
def sample_value(name, requirement, rng)
  return "a/b" if name == :glob_fill
  return CANDIDATES[rng.rand(3)] unless requirement.is_a?(Regexp)
  fitting = CANDIDATES.select { |c| c.match?(/\A(?:#{requirement})\z/) }
  fitting.empty? ? nil : fitting[rng.rand(fitting.size)]
end

def sample_urls(route, rng)
  spec = route.path.spec.to_s
  reqs = route.path.requirements
  urls = []
  2.times do
    ok = true
    url = spec.dup
    # Drop or keep each optional group (innermost first), then fill the segments.
    while url =~ /\(([^()]*)\)/
      url = url.sub(/\(([^()]*)\)/) { rng.rand(2).zero? ? "" : $1 }
    end
    url = url.gsub(/([:*])(\w+)/) do
      name = $2.to_sym
      if $1 == "*"
        "a/b"
      elsif name == :format
        reqs[:format].is_a?(Regexp) ? (CANDIDATES + %w[json xml]).find { |c| c.match?(/\A(?:#{reqs[:format]})\z/) } || (ok = false; "x") : %w[json xml][rng.rand(2)]
      else
        sample_value(name, reqs[name], rng) || (ok = false; "x")
      end
    end
    url = "/" if url.empty?
    urls << url if ok
  end
  urls
end

# The route's URLs with escaped values, as clients send them (Rails decodes each value):
# every group kept, then every group left out; a parameter without a constraint is
# `a%20b`, a glob `a%2Fb/c%20d`. Drawn from no random source: the other samples stay as they were.
def escaped_urls(route)
  spec = route.path.spec.to_s
  reqs = route.path.requirements
  [true, false].filter_map do |keep|
    url = spec.dup
    url = url.sub(/\(([^()]*)\)/) { keep ? $1 : "" } while url =~ /\(([^()]*)\)/
    ok = true
    url = url.gsub(/([:*])(\w+)/) do
      name = $2.to_sym
      if $1 == "*"
        "a%2Fb/c%20d"
      elsif name == :format
        reqs[:format].is_a?(Regexp) ? (ok = false; "x") : "json"
      elsif reqs[name].is_a?(Regexp)
        CANDIDATES.find { |c| c.match?(/\A(?:#{reqs[name]})\z/) } || (ok = false; "x")
      else
        "a%20b"
      end
    end
    url = "/" if url.empty?
    ok ? url : nil
  end
end

def recognize(set, verb, url)
  env = Rack::MockRequest.env_for(url, method: verb)
  req = ActionDispatch::Request.new(env)
  set.router.recognize(req) do |_route, params|
    return plain(params)
  end
  nil
end

def helper_calls(route, rng)
  parts = route.required_parts
  optional = route.path.optional_names.map(&:to_sym) - [:format]
  calls = []
  calls << parts.map.with_index { |p, i| "v#{i + 1}" }
  calls << parts.map.with_index { |p, i| "v#{i + 1}" } + ["json"] if route.path.optional_names.include?("format")
  calls << [parts.each_with_index.to_h { |p, i| [p.to_s, "n#{i}"] }]
  calls << [] if parts.any?
  calls << parts.map { "1" } + optional.map { "o" } unless optional.empty?
  calls
end

def call_helper(helpers, name, args)
  args = args.map { |a| a.is_a?(Hash) ? a.transform_keys(&:to_sym) : a }
  { "ok" => helpers.public_send("#{name}_path", *args) }
rescue ActionController::UrlGenerationError, ArgumentError => e
  { "error" => e.class.name }
end

cases = JSON.parse($stdin.read)
out = cases.map do |c|
  set = ActionDispatch::Routing::RouteSet.new
  begin
    set.draw { instance_eval(c["ruby"]) }
  rescue ArgumentError => e
    next { "error" => e.message }
  rescue StandardError => e
    next { "error" => "#{e.class}: #{e.message}" }
  end
  rng = Random.new(c["seed"])
  routes = set.routes.to_a
  helpers = set.url_helpers
  table = routes.map do |r|
    defaults = r.defaults.reject { |k, _| k == :controller || k == :action }
    {
      "name" => r.name, "verb" => r.verb, "path" => r.path.spec.to_s,
      "target" => "#{r.defaults[:controller]}##{r.defaults[:action]}",
      "requirements" => plain(r.path.requirements), "defaults" => plain(defaults),
    }
  end
  urls = routes.flat_map { |r| verbs = r.verb.empty? ? ["GET"] : r.verb.split("|"); sample_urls(r, rng).map { |u| [verbs[rng.rand(verbs.size)], u] } }
  escaped = routes.flat_map { |r| escaped_urls(r).map { |u| [r.verb.empty? ? "GET" : r.verb.split("|").first, u] } }
  urls += urls.first(3).map { |v, u| [v == "GET" ? "DELETE" : "GET", u] }
  urls += urls.first(2).map { |v, u| [v, u.sub(/\/?\z/, "/zz")] } + [["GET", "/nope"]]
  urls += escaped
  urls.uniq!
  recognitions = urls.map { |verb, url| [verb, url, recognize(set, verb, url)] }
  named = routes.select(&:name).uniq(&:name)
  helper_results = named.flat_map do |r|
    helper_calls(r, rng).map { |args| [r.name, args, call_helper(helpers, r.name, args), r.path.spec.to_s] }
  end
  sheet = ActionDispatch::Routing::RoutesInspector.new(routes).format(ActionDispatch::Routing::ConsoleFormatter::Sheet.new)
  { "table" => table, "recognitions" => recognitions, "helpers" => helper_results, "inspect" => sheet }
end
puts JSON.generate(out)
