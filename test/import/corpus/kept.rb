# Issue 21: what real routes files hold around routes the importer keeps. An option it cannot
# translate leaves out only itself; constants of the file become constants of the module.
SLUG = /[a-z0-9-]+/
HOST_NAME = /([^\/]+?)(?=\.json|\.rss|$|\/)/.freeze
APP_NAME = Rails.application.class.name # import: TODO

Rails.application.routes.draw do
  root to: 'home#index',
    protocol: (Rails.env.production? ? 'https://' : 'http://'), # import: TODO
    as: 'root'

  # Extra keys of the hash form are defaults.
  get '/moderators' => 'users#tree', moderators: true
  get '/feed' => 'home#index', format: 'rss', page: 1

  constraints id: HOST_NAME do
    get '/domains/:id(.:format)' => 'home#for_domain', as: 'domain'
    resources :domains, only: %i[edit update]
  end
  get 'tags/:slug', to: 'tags#show', slug: SLUG

  resources :gems, path: 'packages', only: %i[index show],
    constraints: { id: Patterns::ROUTE_PATTERN, format: /html|atom/ } do # import: TODO
    get :security_events, on: :member
    resources :versions, only: :index
    collection do
      get :transfer
    end
  end

  namespace :admin, constraints: Constraints::Admin do # import: TODO
    resources :reports, only: :index
  end

  get 'ping', to: 'ping#show', constraints: ->(req) { req.local? } # import: TODO
  get 'big', to: 'big#show', defaults: { limit: 9223372036854775807, page: 2 } # import: TODO
  MAX = 2**64 # import: TODO
  pattern = MAX > 0 ? /\d+/ : /x/ # import: TODO
end

Spree::Core::Engine.add_routes do # import: TODO
  get '/forbidden', to: 'errors#forbidden', as: :forbidden
  direct :cdn_image do |model, options| # import: TODO
    options[:host] ? model.url : (model.path.empty? ? '/' : model.path) # import: TODO
  end # import: TODO
end # import: TODO
