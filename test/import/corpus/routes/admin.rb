# loaded by `draw :admin`
namespace :admin do
  resources :accounts
  get 'health', to: 'health#show'
end
