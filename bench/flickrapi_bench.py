"""Reference figures from Python: the `flickrapi` library's search round trip against the same loopback
server, and json.loads on the same fixtures. Prints one JSON object.

usage: flickrapi_bench.py ENDPOINT FIXTURE_DIR WORDS_FILE ROUNDS
"""
import json
import os
import statistics
import sys
import time

import flickrapi


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    endpoint, fixture_dir, words_file, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    words = [w for w in open(words_file).read().split() if w]
    flickrapi.FlickrAPI.REST_URL = endpoint
    api = flickrapi.FlickrAPI("bench-key", "bench-secret", format="parsed-json", store_token=False, cache=False)
    extras = "owner_name,date_upload,date_taken,license,views,count_comments,count_faves,tags,url_q,url_s,url_m,url_z,url_l"
    api.photos.search(text=words[0], per_page=100, extras=extras)
    times = []
    for i in range(rounds):
        started = time.perf_counter()
        answer = api.photos.search(text=words[i % len(words)], per_page=100, extras=extras)
        times.append(time.perf_counter() - started)
        assert answer["stat"] == "ok"
    decode = {}
    for name in sorted(os.listdir(fixture_dir)):
        if not name.endswith(".json"):
            continue
        body = open(os.path.join(fixture_dir, name), "rb").read()
        samples = []
        for _ in range(50):
            started = time.perf_counter()
            json.loads(body)
            samples.append(time.perf_counter() - started)
        decode[name] = statistics.median(samples)
    print(json.dumps({"p50": percentile(times, 0.5), "p99": percentile(times, 0.99), "decode": decode}))


main()
