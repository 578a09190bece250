Rails.application.routes.draw do
  # the hash form, symbol and string keys
  get 'about' => 'pages#about'
  get 'contact' => 'pages#contact', as: :contact_us
  match 'help', :to => 'pages#help', :via => :get
  post 'feedback' => :create, controller: 'feedback'
  get 'legal' => 'pages'
  get 'path' => 'pages#path'
  post 'format' => :create, controller: 'formats'

  # the path-and-options form
  match 'search', to: 'search#index', via: [:get, :post]
  match 'anything', to: 'misc#any', via: :all
  get 'photos/:id', to: 'photos#show', as: :photo_by_id
  get 'photos/:id/:size', to: 'photos#sized', size: /small|large/
  put 'settings', controller: 'settings', action: 'save'
  delete 'logout', to: 'sessions#destroy'
  options 'cors', to: 'cors#preflight'
  patch 'profile/:id', to: 'profiles#update', defaults: { format: 'json' }
  get 'report(/:year(/:month))', to: 'reports#show', constraints: { year: /\d{4}/, month: /\d{1,2}/ }
  get 'files/*path', to: 'files#show', format: false
  get 'feeds/:name', to: 'feeds#show', format: true
  get 'exports/:id', to: 'exports#show', format: 'csv'
  get 'old-style/:id', to: 'legacy#show', anchor: true, as: 'legacy'
  get 'pages/:slug', to: 'pages#show', page: 1, published: true
  get 'a', 'b', to: 'many#paths'
  get '/absolute/path', to: 'abs#olute'
  get 'ruby_regexps/:id', to: 'rx#show', id: /[[:alpha:]]\h+/
  get 'case/:code', to: 'rx#code', code: /(?i-mx:ab)\d+/
  get 'extended/:key', to: 'rx#key', key: /
    [a-z]+ # letters
    \d*    # then digits
  /x
  get 'insensitive/:word', to: 'rx#word', word: /[a-f]+/i
  get 'hosts', to: 'hosts#index', constraints: { subdomain: /\Aapi\z/ }

  resources :comments do
    get 'preview', on: :member
    get :archived, on: :collection, to: 'archives#comments'
  end
end
