# Constructs with no faithful translation: each becomes a TODO at its place.
Rails.application.routes.draw do
  devise_for :users # import: TODO
  devise_scope :user do # import: TODO
    get 'sign_in', to: 'devise/sessions#new'
  end

  mount BlogEngine, at: '/blog' # import: TODO

  constraints(lambda { |request| request.xhr? }) do # import: TODO
    get 'ajax', to: 'ajax#index'
  end

  constraints ->(req) { req.subdomain.present? } do # import: TODO
    resources :widgets, only: :index
  end

  if Rails.env.development? # import: TODO
    get 'debug', to: 'debug#index'
  else # import: TODO
    get 'nodebug', to: 'debug#none' # import: TODO
  end

  unless Rails.env.production? # import: TODO
    resources :previews
  end

  get 'beta', to: 'beta#index' if Rails.env.staging? # import: TODO
  mount BlogEngine, at: '/beta-blog' if Rails.env.staging? # import: TODO

  get 'dynamic', to: redirect { |params, request| '/static' } # import: TODO
  get 'lambda', to: ->(env) { [200, {}, ['ok']] } # import: TODO
  version = 'v2' # import: TODO
  get "api/#{version}/ping", to: 'ping#show' # import: TODO
  get 'multi', # import: TODO
      to: ->(env) { [204, {}, []] } # import: TODO

  direct :homepage do # import: TODO
    'https://rubyonrails.org' # import: TODO
  end # import: TODO

  resources :reports do
    get 'pdf', on: :member, to: 'reports#pdf', constraints: ->(req) { req.format == :pdf } # import: TODO
    get 'csv', on: :member
  end
end
