Rails.application.routes.draw do
  draw :admin
  draw 'public'
  resources :dashboards, only: :index
end
