// ncurses works out each cursor move's cheapest form by formatting the candidates (cup, hpa, vpa, cuf, cub, …) with
// tparm to count their bytes, and formats colours and attributes the same way: 73 formats a frame when the selection
// moves down the results, 13.5 M of the main thread's 99 M instructions in 100 moves (callgrind) — nearly all the
// same few capabilities with the same numbers. The link sends ncurses' calls of its internal `_nc_tiparm` here
// (`--wrap=_nc_tiparm`, Package.swift; ncurses' static library calls it across objects, so every call is sent): a
// capability formatted before with the same numbers gives the string made then.
//
// Kept by content, not by the capability's address (a terminal description freed and another loaded may reuse it);
// never a capability that keeps variables between calls (%P, %g) or one longer than a slot holds.
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

char *__real__nc_tiparm(int expected, const char *string, ...);

// Four slots a set, a set picked by the capability and its numbers: one slot each (64, picked by address and numbers
// summed) let the formats a scroll of the results uses evict one another — 8 to 13 % of them made again, ~1,000
// instructions each, depending on where the terminal description's strings lay (callgrind, 100 moves); in sets, none.
enum { SET_BITS = 6, SETS = 1 << SET_BITS, WAYS = 4, MAX_PARAMETERS = 9, FORMAT_BYTES = 160, RESULT_BYTES = 96 };

struct formatted {
    int expected;
    int parameters[MAX_PARAMETERS];
    char format[FORMAT_BYTES];
    char result[RESULT_BYTES];
};

static struct formatted slots[SETS][WAYS];
// The slot of each set a new format goes to next, in turn.
static unsigned char nextWay[SETS];

char *__wrap__nc_tiparm(int expected, const char *string, ...) {
    int parameters[MAX_PARAMETERS] = { 0 };
    int count = expected < 0 ? 0 : expected > MAX_PARAMETERS ? MAX_PARAMETERS : expected;
    va_list list;
    va_start(list, string);
    // ncurses passes its internal calls' numbers as int (nc_tparm.h's TIPARM_n), and reads them so.
    for (int index = 0; index < count; index++) parameters[index] = va_arg(list, int);
    va_end(list);
    if (string == NULL || string == (const char *)-1) {
        return __real__nc_tiparm(expected, string, parameters[0], parameters[1], parameters[2], parameters[3],
                                 parameters[4], parameters[5], parameters[6], parameters[7], parameters[8]);
    }
    uint64_t hash = (uintptr_t)string;
    for (int number = 0; number < count; number++) hash = (hash ^ (uint32_t)parameters[number]) * 0x100000001B3u;
    // The set: the top bits of the hash times 2⁶⁴ / φ (Fibonacci hashing), which every bit of the hash moves.
    size_t index = (size_t)((hash * 0x9E3779B97F4A7C15u) >> (64 - SET_BITS));
    struct formatted *set = slots[index];
    for (int way = 0; way < WAYS; way++) {
        struct formatted *slot = &set[way];
        if (slot->expected == expected && memcmp(slot->parameters, parameters, sizeof parameters) == 0
            && strcmp(slot->format, string) == 0) {
            return slot->result;
        }
    }
    char *result = __real__nc_tiparm(expected, string, parameters[0], parameters[1], parameters[2], parameters[3],
                                     parameters[4], parameters[5], parameters[6], parameters[7], parameters[8]);
    if (result == NULL || strlen(string) >= FORMAT_BYTES || strlen(result) >= RESULT_BYTES
        || strstr(string, "%P") != NULL || strstr(string, "%g") != NULL) {
        return result;
    }
    unsigned char *way = &nextWay[index];
    struct formatted *slot = &set[*way];
    *way = (unsigned char)((*way + 1) % WAYS);
    slot->expected = expected;
    memcpy(slot->parameters, parameters, sizeof parameters);
    strcpy(slot->format, string);
    strcpy(slot->result, result);
    return slot->result;
}
