# What older Rails accepted: the importer writes what they drew.
Rails.application.routes.draw do
  # Rails 7.1 refuses an action the resource does not have; 6.1 ignored it
  resource :app, only: [:index, :show] # import: TODO
  resource :account, except: :index # import: TODO
  resource :dashboard, only: :index do # import: TODO
    get :stats
  end
  resources :tags, only: [:index, :search, 'show'] # import: TODO

  # `path: nil`: no path of its own
  get 'projects/:id/repository', :to => 'repositories#show', :path => nil
  resources :files, path: nil, only: :index
  namespace :settings, path: nil do
    resources :keys, only: :index
  end
  scope 'v1', path: nil do
    get 'ping', to: 'ping#show'
  end

  # paths spelled like an option of the hash form
  get 'protocol' => redirect('https://example.org/protocol')
  get 'host' => 'pages#host'
  get 'port' => 'pages#port'
  get 'shallowPath' => 'pages#shallow'
end
