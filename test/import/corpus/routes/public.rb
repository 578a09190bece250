get 'landing', to: 'landing#show'
get '/go/:id', to: redirect('/landing/%{id}')
get '/moved', to: redirect('/landing', status: 302)
