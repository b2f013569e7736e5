#ifndef FLICKTERM_CCONCURRENCYHOOKS_H
#define FLICKTERM_CCONCURRENCYHOOKS_H

/// The slot in which the Swift concurrency runtime looks for a replacement of its global executor's
/// enqueue (`swift_task_enqueueGlobal_hook`, declared by the runtime's ConcurrencyHooks.def): a Swift thin
/// function pointer, or NULL for the runtime's own Dispatch-based executor. It is reached through this
/// function because a statically linked runtime does not export it to `dlsym`.
void *_Nullable *_Nonnull cch_enqueue_global_hook(void);

#endif
