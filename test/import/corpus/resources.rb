# frozen_string_literal: true

# Resources: plural and singular, options, nesting, member/collection/new blocks.
Rails.application.routes.draw do
  # the home page
  root 'pages#home'

  resources :photos
  resources :books, only: [:index, :show], param: :isbn
  resources :magazines, except: %i[destroy edit]
  resources :articles, :posts, only: %w[index]
  resource :profile, path: 'me', as: 'account'
  resource :session, only: [:new, :create, :destroy], controller: 'auth/sessions'

  resources :galleries, path_names: { new: 'nouveau', edit: 'modifier' } do
    resources :pictures, shallow: true # nested, shallow
    member do
      get :preview
      post 'publish'
      patch :archive, to: 'archives#create'
    end
    collection do
      get 'search'
      get :recent, as: 'latest'
    end
    new do
      get :draft
    end
    get :stats, on: :collection
    delete :purge, on: :member
  end

  resources :authors, shallow: true do
    resources :essays do
      resources :footnotes, only: [:index, :create, :show]
    end
  end

  resources :users, module: 'people', format: false do
    resource :avatar, format: 'png'
    nested do
      get :badges
    end
  end

  resources :tags, controller: 'labels', as: 'labels', constraints: { id: /[a-z]+/ }
  resources :events, path: 'happenings', id: /\d+/
end
