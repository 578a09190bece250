# The route table Rails (ActionPack 6.1) draws for each routes file named on the command
# line, as JSON: { file => [row, ...] } or { file => { "error" => message } }. One process
# for the whole corpus. The Ruby runs for real here (it is the oracle), so what the importer
# turns into TODOs is stubbed, and each row carries the file and line that declared it, so
# that the test leaves out the rows of lines the importer turned into TODOs:
# - gem macros (devise_for) declare nothing; devise_scope keeps its routes; BlogEngine is a
#   Rack app to mount; Patterns, Constraints and Spree stand for an app's own code;
# - Rails.env predicates: production? is false, any other is true, so that the corpus'
#   `if Rails.env.development?` / `unless Rails.env.production?` take their first branch,
#   the branch the importer keeps.
require "action_dispatch"
require "json"

PROBES = JSON.parse(ENV.fetch("RAILROUTE_PROBES"))

module Rails
  class Env < String
    def production? = false
    def method_missing(name, *) = name.end_with?("?") ? true : super
    def respond_to_missing?(name, *) = name.end_with?("?")
  end

  class << self
    attr_accessor :application
    def env = Env.new("development")
  end
end
App = Struct.new(:routes)

BlogEngine = ->(_env) { [200, {}, []] }

# kept.rb: an app's own pattern and constraint object, and an engine adding routes to the app.
# The importer leaves `id: Patterns::ROUTE_PATTERN` out (its value is the app's): /.+?/ is a
# value that the rows below leave out too, in the resource's routes and its nested ones.
module Patterns
  ROUTE_PATTERN = /.+?/
end
module Constraints
  Admin = Object.new.tap { |admin| def admin.matches?(_request) = true }
end
module Spree
  module Core
    module Engine
      def self.add_routes(&block) = Rails.application.routes.send(:eval_block, block)
    end
  end
end

ActionDispatch::Routing::Mapper.class_eval do
  def devise_for(*, **) = nil
  def devise_scope(*, **) = yield
end

# Where each route was declared: the innermost frame in a corpus file.
module RecordLine
  def add_route(mapping, name)
    super.tap do |route|
      frame = caller_locations.find { |location| location.path.start_with?(CORPUS) }
      LINES[route] = frame && [frame.path, frame.lineno]
    end
  end
end
ActionDispatch::Routing::RouteSet.prepend(RecordLine)
LINES = {}.compare_by_identity
CORPUS = File.expand_path(ENV.fetch("RAILROUTE_CORPUS"))

def row(route)
  # Segment requirements only (Rails' #requirements also repeats the defaults), and defaults
  # without request-constraint strings (railroute keeps those as constraints, not defaults).
  # As Rails' own #requirements, without the implicit /.+?/ of a glob before a format.
  requirements = route.path.requirements.reject { |_, value| value == /.+?/ }.to_h do |key, value|
    [key, value.is_a?(Regexp) ? { "probes" => PROBES.map { |probe| value.match?(probe) } } : value.to_s]
  end
  {
    name: route.name, verb: route.verb, path: route.path.spec.to_s,
    controller: route.defaults[:controller], action: route.defaults[:action],
    requirements: requirements, defaults: route.defaults.except(:controller, :action).reject { |key, value| route.constraints[key] == value },
    file: LINES[route]&.first, line: LINES[route]&.last,
  }
end

tables = ARGV.to_h do |file|
  routes = ActionDispatch::Routing::RouteSet.new
  routes.draw_paths = [File.join(File.dirname(file), "routes")]
  Rails.application = App.new(routes)
  begin
    load File.expand_path(file)
    [file, routes.routes.reject(&:internal).map { |route| row(route) }]
  rescue StandardError, ScriptError => e
    [file, { "error" => "#{e.class}: #{e.message}" }]
  end
end
puts JSON.generate(tables)
