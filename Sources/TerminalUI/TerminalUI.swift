import ViewModels
