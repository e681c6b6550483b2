import { NETWORK_MESSAGE, requestHeaders } from './client';

/**
 * `POST`s a form with upload progress (fetch reports none), with the XSRF token and the page's language as the
 * client's other calls send them. Resolves with the status and the JSON body (empty when the answer is not JSON);
 * rejects only when the network fails.
 */
export function postForm<Body extends { message?: string }>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: Partial<Body> }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(requestHeaders('POST'))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(event.loaded / event.total);
      }
    };
    request.onload = () => {
      let body: Partial<Body> = {};
      try {
        body = JSON.parse(request.responseText) as Partial<Body>;
      } catch {
        // not JSON: the status decides
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error(NETWORK_MESSAGE));
    request.send(form);
  });
}
