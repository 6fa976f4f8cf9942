/**
 * Just enough of XMLHttpRequest, over fetch, for imagekit-javascript's upload call in Node tests (Node has no XHR):
 * open, send, onload, onerror, status, responseText, getAllResponseHeaders, upload events.
 */
export function fetchBackedXhr(fetchImpl: typeof fetch): XMLHttpRequest {
  const progress = new EventTarget();
  const xhr = {
    method: 'GET',
    url: '',
    status: 0,
    responseText: '',
    headers: '',
    onload: null as null | (() => void),
    onerror: null as null | ((error: unknown) => void),
    upload: progress,
    open(method: string, url: string) {
      xhr.method = method;
      xhr.url = url;
    },
    getAllResponseHeaders: () => xhr.headers,
    send(body: BodyInit) {
      fetchImpl(xhr.url, { method: xhr.method, body }).then(
        async (response) => {
          xhr.status = response.status;
          xhr.responseText = await response.text();
          xhr.headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
          xhr.onload?.();
        },
        (error: unknown) => xhr.onerror?.(error),
      );
    },
  };
  return xhr as unknown as XMLHttpRequest;
}
