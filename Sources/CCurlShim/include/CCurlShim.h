#ifndef FLICKTERM_CCURLSHIM_H
#define FLICKTERM_CCURLSHIM_H

#include <curl/curl.h>

// Typed wrappers around libcurl's variadic setters and getters, which Swift cannot call directly.

/// Receives body bytes; returns the number of bytes taken (anything else aborts the transfer).
typedef size_t (*flk_write_callback)(char *data, size_t size, size_t count, void *context);

CURLcode flk_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode flk_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode flk_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode flk_curl_set_off(CURL *handle, CURLoption option, curl_off_t value);
CURLcode flk_curl_set_write_callback(CURL *handle, flk_write_callback callback, void *context);
CURLcode flk_curl_get_response_code(CURL *handle, long *code);
CURLcode flk_curl_get_string(CURL *handle, CURLINFO info, const char **value);
CURLMcode flk_curl_multi_set_long(CURLM *multi, CURLMoption option, long value);

#endif
