/*
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the
 * end-to-end tests in its place because this machine has no internet. The Firebase web SDK
 * (the app page) and the Auth Emulator's helper iframe talk to each other through
 * gapi.iframes; this implements just that part over window.postMessage:
 *   parent: gapi.iframes.getContext().open(options, onOpen) -> iframe with restyle, ping,
 *           register and send;
 *   child:  gapi.iframes.getContext().getParentIframe() -> register and send.
 * A send's callback receives the list of the handlers' answers, as gapi's does.
 */
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiIframesFake';
  var nextId = 1;

  /** One end of a parent/child channel: named handlers, calls with replies, a ready signal. */
  function Channel(targetWindow) {
    this.target = targetWindow;
    this.handlers = {};
    this.pendingCalls = {};
    this.queuedIncoming = [];
    this.ready = false;
    this.readyWaiters = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queuedIncoming;
    this.queuedIncoming = [];
    queued.forEach(this.receive, this);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.pendingCalls[id] = callback;
    var channel = this;
    this.whenReady(function () {
      channel.post({ kind: 'call', id: id, name: name, data: data });
    });
  };
  Channel.prototype.whenReady = function (fn) {
    if (this.ready) fn();
    else this.readyWaiters.push(fn);
  };
  Channel.prototype.markReady = function () {
    if (this.ready) return;
    this.ready = true;
    var waiters = this.readyWaiters;
    this.readyWaiters = [];
    waiters.forEach(function (fn) {
      fn();
    });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.markReady();
      return;
    }
    if (message.kind === 'reply') {
      var callback = this.pendingCalls[message.id];
      delete this.pendingCalls[message.id];
      if (callback) callback(message.result);
      return;
    }
    var handler = this.handlers[message.name];
    if (!handler) {
      this.queuedIncoming.push(message);
      return;
    }
    var answer = handler(message.data);
    var channel = this;
    Promise.resolve(answer).then(function (value) {
      channel.post({ kind: 'reply', id: message.id, result: [value] });
    });
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channels[i].receive(message);
    }
  });

  /** The parent's handle on a child iframe it opened. */
  function ChildIframe(element) {
    this.element = element;
    this.channel = new Channel(element.contentWindow);
    channels.push(this.channel);
  }
  ChildIframe.prototype.restyle = function () {
    return Promise.resolve(true);
  };
  ChildIframe.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      channel.whenReady(function () {
        if (callback) callback();
        resolve(true);
      });
    });
  };
  ChildIframe.prototype.register = function (name, handler) {
    this.channel.register(name, handler);
  };
  ChildIframe.prototype.send = function (name, data, callback) {
    this.channel.send(name, data, callback);
  };

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new ChildIframe(element);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        parentChannel.ready = true;
        channels.push(parentChannel);
        parentChannel.post({ kind: 'ready' });
      }
      return parentChannel;
    },
  };

  window.gapi = {
    load: function (_modules, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: ChildIframe,
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // The real loader calls ?onload=<name>, or window.gapi_onload when no name is given.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  var ready = onload ? window[onload] : window.gapi_onload;
  if (typeof ready === 'function') setTimeout(ready, 0);
})();
