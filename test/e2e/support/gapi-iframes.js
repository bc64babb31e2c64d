// A stand-in for Google's `gapi.iframes` (https://apis.google.com/js/api.js), which this offline
// machine cannot fetch. Firebase Authentication's browser SDK and the Firebase Authentication
// emulator's helper page both talk through it: the SDK embeds the emulator's iframe and the two
// exchange `authEvent` and `webStorageSupport` messages. The end-to-end tests answer requests for
// that script with this file (identity.spec.ts); everything else (the SDK, the emulator, its
// pages, Herfa's server) is the real thing. It carries messages with window.postMessage:
//   { gapiStandIn: 1, kind: 'ping' | 'pong' | 'send' | 'reply', id, name, data }
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;

  var TAG = 'gapiStandIn';
  var nextId = 1;

  /** One end of a channel to another window: handlers registered here, messages sent there. */
  function Channel(target, targetOrigin) {
    this.target = target;
    this.targetOrigin = targetOrigin;
    this.handlers = {};
    this.waiting = {}; // messages that came before their handler was registered
    this.replies = {};
    this.pongs = {};
    channels.push(this);
  }

  Channel.prototype.post = function (message) {
    message[TAG] = 1;
    // A ping carries nothing and may reach a frame still blank (of this page's origin): any origin.
    this.target.postMessage(message, message.kind === 'ping' ? '*' : this.targetOrigin);
  };

  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < waiting.length; i += 1) this.answer(waiting[i]);
  };

  Channel.prototype.unregister = function (name) {
    delete this.handlers[name];
  };

  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'send', id: id, name: name, data: data });
  };

  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
      return;
    }
    var result;
    try {
      result = handler(message.data);
    } catch (error) {
      console.error('gapi stand-in: handler of ' + message.name + ' failed', error);
    }
    this.post({ kind: 'reply', id: message.id, data: [result] });
  };

  /** Resolves (and calls back) once the other window's stand-in answers. */
  Channel.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      var id = nextId++;
      var timer = setInterval(() => this.post({ kind: 'ping', id: id }), 100);
      this.pongs[id] = function () {
        clearInterval(timer);
        if (callback) callback();
        resolve([]);
      };
      this.post({ kind: 'ping', id: id });
    });
  };

  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  Channel.prototype.receive = function (message) {
    if (message.kind === 'ping') this.post({ kind: 'pong', id: message.id });
    else if (message.kind === 'pong') {
      var pong = this.pongs[message.id];
      delete this.pongs[message.id];
      if (pong) pong();
    } else if (message.kind === 'send') this.answer(message);
    else if (message.kind === 'reply') {
      var reply = this.replies[message.id];
      delete this.replies[message.id];
      if (reply) {
        try {
          reply(message.data);
        } catch (error) {
          console.warn('gapi stand-in: reply handler threw', error);
        }
      }
    }
  };

  var channels = [];
  // In an iframe (the emulator's helper page), the channel to the page that embeds it.
  var parentChannel = window.parent !== window ? new Channel(window.parent, '*') : null;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[TAG] !== 1) return;
    for (var i = 0; i < channels.length; i += 1) {
      if (channels[i].target === event.source) channels[i].receive(message);
    }
  });

  var context = {
    open: function (params, opened) {
      var frame = document.createElement('iframe');
      var attributes = params.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = params.url;
      (params.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow, new URL(params.url, location.href).origin);
      return opened ? opened(channel) : Promise.resolve(channel);
    },
    getParentIframe: function () {
      return parentChannel;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: Channel,
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // The loader's two ways of saying it is ready: ?onload=<callback> and window.gapi_onload.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
