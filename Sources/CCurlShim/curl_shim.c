#include "CCurlShim.h"

#include <dlfcn.h>

/// libcurl's entry points, resolved by flk_curl_load.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout_ms, int *numfds);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *remaining);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

#define RESOLVE(field, name) \
    if (!(*(void **)&curl.field = dlsym(library, name))) return "libcurl lacks " name " (7.68 or later is needed)";

const char *flk_curl_load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return "libcurl (libcurl.so.4) is not installed";
    RESOLVE(global_init, "curl_global_init")
    RESOLVE(easy_init, "curl_easy_init")
    RESOLVE(easy_cleanup, "curl_easy_cleanup")
    RESOLVE(easy_strerror, "curl_easy_strerror")
    RESOLVE(easy_setopt, "curl_easy_setopt")
    RESOLVE(easy_getinfo, "curl_easy_getinfo")
    RESOLVE(multi_init, "curl_multi_init")
    RESOLVE(multi_setopt, "curl_multi_setopt")
    RESOLVE(multi_add_handle, "curl_multi_add_handle")
    RESOLVE(multi_remove_handle, "curl_multi_remove_handle")
    RESOLVE(multi_perform, "curl_multi_perform")
    RESOLVE(multi_poll, "curl_multi_poll")
    RESOLVE(multi_info_read, "curl_multi_info_read")
    RESOLVE(multi_wakeup, "curl_multi_wakeup")
    RESOLVE(slist_append, "curl_slist_append")
    RESOLVE(slist_free_all, "curl_slist_free_all")
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "libcurl failed to initialise";
    return NULL;
}

CURL *flk_curl_easy_init(void) { return curl.easy_init(); }
void flk_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
const char *flk_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLcode flk_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_write_callback(CURL *handle, flk_write_callback callback, void *context) {
    CURLcode result = curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
    if (result != CURLE_OK) return result;
    return curl.easy_setopt(handle, CURLOPT_WRITEDATA, context);
}

CURLcode flk_curl_set_header_callback(CURL *handle, flk_write_callback callback, void *context) {
    CURLcode result = curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
    if (result != CURLE_OK) return result;
    return curl.easy_setopt(handle, CURLOPT_HEADERDATA, context);
}

CURLcode flk_curl_set_headers(CURL *handle, struct curl_slist *headers) {
    return curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

struct curl_slist *flk_curl_slist_append(struct curl_slist *list, const char *line) {
    return curl.slist_append(list, line);
}

void flk_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode flk_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLcode flk_curl_get_string(CURL *handle, CURLINFO info, const char **value) {
    char *result = NULL;
    CURLcode code = curl.easy_getinfo(handle, info, &result);
    *value = result;
    return code;
}

CURLcode flk_curl_get_off(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLM *flk_curl_multi_init(void) { return curl.multi_init(); }

CURLMcode flk_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl.multi_setopt(multi, option, value);
}

CURLMcode flk_curl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }
CURLMcode flk_curl_multi_remove_handle(CURLM *multi, CURL *handle) { return curl.multi_remove_handle(multi, handle); }
CURLMcode flk_curl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }
CURLMcode flk_curl_multi_poll(CURLM *multi, int timeout_ms) { return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
CURLMsg *flk_curl_multi_info_read(CURLM *multi, int *remaining) { return curl.multi_info_read(multi, remaining); }
CURLMcode flk_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
