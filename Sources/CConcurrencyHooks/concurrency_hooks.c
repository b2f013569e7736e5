#include "CConcurrencyHooks.h"

extern void *swift_task_enqueueGlobal_hook;

void **cch_enqueue_global_hook(void) { return &swift_task_enqueueGlobal_hook; }
