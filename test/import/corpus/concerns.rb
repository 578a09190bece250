Rails.application.routes.draw do
  concern :commentable do
    resources :comments, only: [:index, :create]
  end

  concern :attachable do |options|
    resources :attachments, options
  end

  concern :taggable, ->(mapper, options) { mapper.resources :tags, options }

  resources :messages, concerns: :commentable
  resources :articles, concerns: [:commentable, :taggable]
  resources :videos do
    concerns :taggable, only: :index
    concerns :attachable, only: [:index, :show]
  end
end
