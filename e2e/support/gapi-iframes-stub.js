// A stand-in for https://apis.google.com/js/api.js in the e2e suite (the browser runs without
// network). Firebase Authentication's pop-up flow talks to its helper iframe (the emulator's
// /emulator/auth/iframe) through Google's `gapi.iframes` RPC; this file gives both sides the
// calls they use — open, ping, restyle, register, send, getParentIframe — over postMessage.
// Test code only: served by e2e/support/firebase.ts through Playwright's routing.
(function () {
  'use strict';
  var MARK = '__gapiIframesStub';
  var handlers = {};
  var waiting = {};
  var replies = {};
  var nextId = 1;

  function post(target, message) {
    message[MARK] = true;
    target.postMessage(message, '*');
  }

  function answer(target, name, data, id) {
    var handler = handlers[name];
    if (!handler) {
      (waiting[name] = waiting[name] || []).push([target, data, id]);
      return;
    }
    Promise.resolve(handler(data)).then(function (result) {
      post(target, { kind: 'reply', id: id, result: result });
    });
  }

  function register(name, handler) {
    handlers[name] = handler;
    var queued = waiting[name] || [];
    delete waiting[name];
    queued.forEach(function (call) {
      answer(call[0], name, call[1], call[2]);
    });
  }

  function send(target, name, data, callback) {
    var id = String(nextId++);
    replies[id] = callback;
    post(target, { kind: 'call', name: name, data: data, id: id });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[MARK] !== true) return;
    if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    else if (message.kind === 'call') answer(event.source, message.name, message.data, message.id);
    else if ((message.kind === 'reply' || message.kind === 'pong') && replies[message.id]) {
      var callback = replies[message.id];
      delete replies[message.id];
      if (typeof callback === 'function') callback(message.kind === 'reply' ? [message.result] : undefined);
    }
  });

  function embedded(element) {
    var target = function () {
      return element.contentWindow;
    };
    return {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = String(nextId++);
          var timer = setInterval(function () {
            if (target()) post(target(), { kind: 'ping', id: id });
          }, 50);
          replies[id] = function () {
            clearInterval(timer);
            resolve();
            if (callback) callback();
          };
        });
      },
      register: register,
      send: function (name, data, callback) {
        send(target(), name, data, callback);
      },
    };
  }

  var context = {
    open: function (params, onOpen) {
      var element = document.createElement('iframe');
      var attributes = params.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      element.src = params.url;
      (params.where || document.body).appendChild(element);
      var iframe = embedded(element);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      return {
        register: register,
        send: function (name, data, callback) {
          send(window.parent, name, data, callback);
        },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, getContext: function () { return context; } };
  window.gapi.load = function (_modules, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
