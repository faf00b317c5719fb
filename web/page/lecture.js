// Lectures in the page (see src/app/lectures/ui_lecture.hpp): the browser does what the
// wasm app cannot do by itself — compress a lecture into a link
// (?lecture=<base64url of deflate-raw>, with CompressionStream), decompress one,
// download a lecture file (a Blob) and read one the user picks (<input type=file>).
// Compression is asynchronous, so the app asks and the answers come back later:
// a link through gtl_lecture_deflated (the app keeps it for lecture.export), an
// opened lecture through gtl.dispatch({type:'lecture.open', json}), a failure as
// a notice through gtl_lecture_failed. Nothing here throws into the page.
(() => {
  // The app refuses larger lectures too (kLectureMaxJsonBytes in src/model/lecture.hpp);
  // checked while decompressing, so a small hostile link cannot inflate to gigabytes.
  const MAX_TEXT_BYTES = 256 * 1024;

  function toBase64url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64url(text) {
    const b = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
    const out = new Uint8Array(b.length);
    for (let i = 0; i < b.length; ++i) out[i] = b.charCodeAt(i);
    return out;
  }
  // Runs bytes through a (de)compression stream, stopping past `limit` output bytes.
  async function transform(bytes, stream, limit) {
    const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
    const parts = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        reader.cancel().catch(() => {});
        throw new Error('the lecture is larger than ' + (limit >> 10) + ' KB');
      }
      parts.push(value);
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }
  function fail(why) {
    try { Module.ccall('gtl_lecture_failed', null, ['string'], [String(why)]); } catch (e) { console.warn(e); }
  }
  function open(text) {
    const r = window.gtl.dispatch({ type: 'lecture.open', json: text });
    if (!r.ok) console.warn('lecture.open: ' + r.error);  // the app shows the reason as a notice
  }
  const supported = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

  // Into the page's object: it keeps what shell.html defines itself (fetchBuiltin).
  window.gtlLecture = Object.assign(window.gtlLecture || {}, {
    async deflate(revision, json) {
      if (!supported) return;  // no link in this browser; files still work
      try {
        const packed = await transform(new TextEncoder().encode(json), new CompressionStream('deflate-raw'), Infinity);
        Module.ccall('gtl_lecture_deflated', null, ['number', 'string'], [revision, toBase64url(packed)]);
      } catch (e) {
        console.warn('lecture link: ' + e);
      }
    },
    async inflate(payload) {
      if (!supported) return fail('this browser cannot open lecture links (no DecompressionStream); open the lecture file instead');
      let text;
      try {
        const bytes = await transform(fromBase64url(payload), new DecompressionStream('deflate-raw'), MAX_TEXT_BYTES);
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch (e) {
        return fail(/larger than/.test(String(e)) ? e.message : 'the lecture link is cut off or damaged');
      }
      open(text);
    },
    download(name, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    },
    upload() {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = '.json,application/json';
      input.addEventListener('change', async () => {
        const file = input.files && input.files[0];
        if (!file) return;
        if (file.size > MAX_TEXT_BYTES) return fail('the file is larger than ' + (MAX_TEXT_BYTES >> 10) + ' KB');
        try {
          open(await file.text());
        } catch (e) {
          fail('the file could not be read');
        }
      });
      input.click();
    },
  });
})();
