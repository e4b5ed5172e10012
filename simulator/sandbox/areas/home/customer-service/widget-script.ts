/**
 * The widget as a vendor ships it: one self-contained script (no imports) that defines
 * `window.DriverKefu = { mount(el, { user, onEvent }) → { destroy() } }`, renders a small chat with
 * plain DOM inside `el` and talks to this area's API next to where it was loaded from.
 */
export const WIDGET_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/widget\.js(\?.*)?$/, '') : '/__sandbox/chat';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    if (text != null) node.textContent = text;
    return node;
  }
  function css(node, style) { node.setAttribute('style', style); return node; }
  function call(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (r) { if (!r.ok) throw new Error('chat ' + r.status); return r.json(); });
  }
  function mount(root, options) {
    var user = (options && options.user) || {};
    var emit = (options && options.onEvent) || function () {};
    var stopped = false, timer = null, last = 0, conversation = null, agent = '客服';
    root.textContent = '';
    var box = css(el('div', { 'data-kefu': 'root' }), 'display:flex;flex-direction:column;height:100%;font-size:14px;background:#f5f6f8;');
    var head = css(el('div'), 'display:flex;align-items:center;gap:8px;padding:8px 12px;background:#fff;border-bottom:1px solid #eee;');
    var avatar = css(el('span', { 'aria-hidden': 'true' }, '客'), 'width:32px;height:32px;border-radius:50%;background:#0958d9;color:#fff;display:flex;align-items:center;justify-content:center;');
    var who = el('strong', {}, agent);
    head.appendChild(avatar); head.appendChild(who);
    var list = css(el('div', { role: 'log', 'aria-label': '客服消息', 'aria-live': 'polite' }), 'flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px;');
    var form = css(el('form'), 'display:flex;gap:8px;padding:8px 12px;background:#fff;border-top:1px solid #eee;');
    var input = css(el('input', { type: 'text', 'aria-label': '输入消息', placeholder: '请输入您的问题', maxlength: '500' }), 'flex:1;padding:8px;border:1px solid #ddd;border-radius:4px;font-size:14px;');
    var send = css(el('button', { type: 'submit' }, '发送'), 'padding:0 16px;border:0;border-radius:4px;background:#0958d9;color:#fff;font-size:14px;');
    form.appendChild(input); form.appendChild(send);
    box.appendChild(head); box.appendChild(list); box.appendChild(form);
    root.appendChild(box);
    var rows = {};
    function show(m) {
      var row = rows[m.id];
      var mine = m.from === 'driver';
      if (!row) {
        row = css(el('div', { 'data-from': m.from }), 'display:flex;flex-direction:column;max-width:80%;align-self:' + (mine ? 'flex-end' : 'flex-start') + ';');
        var bubble = css(el('div', {}, m.text), 'padding:8px 10px;border-radius:8px;white-space:pre-wrap;word-break:break-all;background:' + (mine ? '#0958d9;color:#fff' : '#fff;color:#333') + ';');
        var meta = css(el('small'), 'color:#595959;font-size:11px;margin-top:2px;align-self:' + (mine ? 'flex-end' : 'flex-start') + ';');
        row.appendChild(bubble); row.appendChild(meta);
        list.appendChild(row);
        rows[m.id] = row;
      }
      row.lastChild.textContent = m.time.slice(11, 16) + (mine ? (m.read ? ' 已读' : ' 未读') : '');
      if (m.id > last) last = m.id;
    }
    function poll() {
      if (stopped || !conversation) return;
      call('GET', '/messages?conversationId=' + encodeURIComponent(conversation) + '&after=' + last)
        .then(function (answer) {
          if (stopped) return;
          var before = last;
          answer.messages.forEach(show);
          Object.keys(rows).forEach(function (id) {
            var row = rows[id];
            if (row.getAttribute('data-from') === 'driver' && Number(id) <= answer.readUpTo) {
              row.lastChild.textContent = row.lastChild.textContent.replace(' 未读', ' 已读');
            }
          });
          if (last > before) list.scrollTop = list.scrollHeight;
        })
        .catch(function (err) { emit({ type: 'error', message: String(err) }); })
        .then(function () { if (!stopped) timer = setTimeout(poll, 2000); });
    }
    call('POST', '/session', { appUserId: String(user.appUserId || ''), name: user.name || '', mobile: user.mobile || '' })
      .then(function (answer) {
        if (stopped) return;
        conversation = answer.conversationId;
        agent = answer.agentName || agent;
        who.textContent = agent;
        avatar.textContent = agent.charAt(0);
        emit({ type: 'ready', conversationId: conversation });
        poll();
      })
      .catch(function (err) { emit({ type: 'error', message: String(err) }); });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text || !conversation) return;
      input.value = '';
      call('POST', '/messages', { conversationId: conversation, text: text })
        .then(function (answer) {
          show(answer.message);
          clearTimeout(timer);
          poll();
        })
        .catch(function (err) { input.value = text; emit({ type: 'error', message: String(err) }); });
    });
    return {
      destroy: function () {
        stopped = true;
        clearTimeout(timer);
        root.textContent = '';
      },
    };
  }
  window.DriverKefu = { mount: mount };
})();
`;
