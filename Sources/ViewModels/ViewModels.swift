import Model
