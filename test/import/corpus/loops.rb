# Loops over literal arrays draw their block once per element: unrolled by the importer.
Rails.application.routes.draw do
  # the repository browser of an issue tracker: one route per action
  %w(browse show entry raw annotate).each do |action|
    get "projects/:id/repository/:repository_id/revisions/:rev/#{action}(/*path)",
        :controller => 'repositories',
        :action => action,
        :format => 'html',
        :constraints => {:rev => /[a-z0-9.\-_]+/, :path => /.*/}
  end

  %i[reports exports].each do |name|
    resources name, only: [:index, :show] do
      get :summary, on: :collection
    end
  end

  [:archive, 'publish'].each_with_index do |action, position|
    post "steps/#{position}/#{action}", to: "steps##{action}", as: :"step_#{action}", defaults: { position: position }
  end

  ['de', 'fr'].each { |locale| get "#{locale}/about", to: 'pages#about', locale: locale }

  resources :photos do
    member do
      %w(rotate crop).each do |verb_action|
        patch verb_action
      end
    end
    [:popular, :recent].each { |filter| get filter, on: :collection }
  end

  %w(admin staff).each do |area|
    namespace area do
      %w(users groups).each do |kind|
        resources kind, only: :index
      end
    end
  end

  [1, 2].each do |version|
    get "v#{version}/status", to: 'status#show', defaults: { version: version }
  end

  # not a literal array: its routes are TODOs
  I18n.available_locales.each do |locale| # import: TODO
    get "#{locale}/home", to: 'pages#home' # import: TODO
  end # import: TODO

  # the body changes the loop variable
  %w(a b).each do |letter| # import: TODO
    letter = letter.upcase # import: TODO
    get "letters/#{letter}", to: 'letters#show' # import: TODO
  end # import: TODO
end
