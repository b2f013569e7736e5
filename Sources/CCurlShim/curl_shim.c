#include "CCurlShim.h"

CURLcode flk_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode flk_curl_set_write_callback(CURL *handle, flk_write_callback callback, void *context) {
    CURLcode result = curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
    if (result != CURLE_OK) return result;
    return curl_easy_setopt(handle, CURLOPT_WRITEDATA, context);
}

CURLcode flk_curl_get_response_code(CURL *handle, long *code) {
    return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}

CURLMcode flk_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}


CURLcode flk_curl_get_string(CURL *handle, CURLINFO info, const char **value) {
    char *result = NULL;
    CURLcode code = curl_easy_getinfo(handle, info, &result);
    *value = result;
    return code;
}
