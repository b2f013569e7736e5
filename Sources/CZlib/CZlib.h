// zlib, for kitty's compressed image transfers (o=z).
#include <zlib.h>
