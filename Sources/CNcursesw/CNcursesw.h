// ncursesw with the wide-character API, plus the shim functions for its macros and globals.
#include "../CNcursesShim/include/CNcursesShim.h"
