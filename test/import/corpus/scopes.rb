Rails.application.routes.draw do
  namespace :admin do
    resources :users
    namespace :reports, path: 'stats', as: 'statistics' do
      get 'daily', to: 'daily#show'
    end
  end

  scope 'v3', 'admin', module: 'api' do
    resources :keys, only: :index
  end

  scope path: '/public', as: 'public', controller: 'pages' do
    get 'terms', action: 'terms'
  end

  scope ':locale', locale: /en|fr/ do
    resources :posts, only: [:index]
  end

  scope shallow_path: 'sekret', shallow_prefix: 'hidden' do
    resources :vaults do
      resources :coins, shallow: true
    end
  end

  controller :pages do
    get 'faq', action: :faq
  end

  shallow do
    resources :boards do
      resources :threads
    end
  end

  constraints(subdomain: 'api') do
    get 'status', to: 'status#show'
  end

  constraints id: /\d+/ do
    get 'items/:id', to: 'items#show'
  end

  defaults format: 'json' do
    get 'api/ping', to: 'ping#show'
  end

  resources_path_names new: 'neu'
  resources :forms

  scope module: 'blog' do |_ignored|
    resources :entries, only: [:show]
  end
end
