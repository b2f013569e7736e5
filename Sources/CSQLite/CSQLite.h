// SQLite, for the cache and the search history.
#include <sqlite3.h>
