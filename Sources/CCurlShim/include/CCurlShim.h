#ifndef FLICKTERM_CCURLSHIM_H
#define FLICKTERM_CCURLSHIM_H

#include <curl/curl.h>

// libcurl, loaded on first use and called through typed functions.
//
// libcurl is opened with dlopen when the first request is made, not linked: linking it loads some thirty
// libraries (TLS, SSH, LDAP, …) and runs their constructors at every start-up, which the demo catalog never
// needs. The setters and getters are typed because libcurl's are variadic, which
// Swift cannot call.

/// Opens libcurl and initialises it; NULL on success, else why it could not be loaded. Call it once,
/// before any other function here.
const char *flk_curl_load(void);

/// Receives body bytes; returns the number of bytes taken (anything else aborts the transfer).
typedef size_t (*flk_write_callback)(char *data, size_t size, size_t count, void *context);

CURL *flk_curl_easy_init(void);
void flk_curl_easy_cleanup(CURL *handle);
const char *flk_curl_easy_strerror(CURLcode code);
CURLcode flk_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode flk_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode flk_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode flk_curl_set_off(CURL *handle, CURLoption option, curl_off_t value);
CURLcode flk_curl_set_write_callback(CURL *handle, flk_write_callback callback, void *context);
/// Receives each header line of the response (redirects' too), status line included.
CURLcode flk_curl_set_header_callback(CURL *handle, flk_write_callback callback, void *context);
/// Sends `headers` (lines `Name: value`) with the request; the list must outlive the transfer.
CURLcode flk_curl_set_headers(CURL *handle, struct curl_slist *headers);
/// The list with `line` appended (a new list when `list` is NULL); NULL when out of memory.
struct curl_slist *flk_curl_slist_append(struct curl_slist *list, const char *line);
void flk_curl_slist_free_all(struct curl_slist *list);
CURLcode flk_curl_get_long(CURL *handle, CURLINFO info, long *value);
CURLcode flk_curl_get_string(CURL *handle, CURLINFO info, const char **value);
CURLcode flk_curl_get_off(CURL *handle, CURLINFO info, curl_off_t *value);

CURLM *flk_curl_multi_init(void);
CURLMcode flk_curl_multi_set_long(CURLM *multi, CURLMoption option, long value);
CURLMcode flk_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode flk_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode flk_curl_multi_perform(CURLM *multi, int *running);
CURLMcode flk_curl_multi_poll(CURLM *multi, int timeout_ms);
CURLMsg *flk_curl_multi_info_read(CURLM *multi, int *remaining);
CURLMcode flk_curl_multi_wakeup(CURLM *multi);

#endif
