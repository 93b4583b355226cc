// An asynchronous boundary: Module Federation negotiates the shared singletons before the
// application's own code (and React) is evaluated.
import('./bootstrap');
