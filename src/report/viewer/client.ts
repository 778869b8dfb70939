/**
 * The viewer page's inline script, as text (the page has no other script, and the CSP allows
 * only this one, by hash). It reads the embedded JSON model and renders it with DOM APIs:
 * every data string goes through `textContent`, `value` or `title`; nothing is ever parsed as
 * HTML, and no element gets a data-provided href. Image `src` is only set to `data:image/…`
 * URIs, which the loader builds itself from sniffed bytes.
 *
 * Kept as plain ES2020 without template literals so it can live in a String.raw block.
 */
export const CLIENT_JS = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('viewer-data').textContent || '{}');
  var runs = data.runs || [];
  var evalsByKey = {};
  (data.evals || []).forEach(function (e) { evalsByKey[e.key] = e; });
  var CONFIG_ORDER = ['with_skill', 'without_skill', 'old_skill'];
  var CONFIG_LABEL = { with_skill: 'With skill', without_skill: 'Without skill (baseline)', old_skill: 'Old skill (base branch)' };
  var STORE_KEY = 'skill-evals-viewer:feedback:' + data.reportKey;

  // ── DOM helpers: text only ───────────────────────────────────────────────────────
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) {
      var c = arguments[i];
      if (c === null || c === undefined || c === false) continue;
      parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return parent;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function configLabel(c) { return CONFIG_LABEL[c] || c; }
  function configShort(c) { return c === 'with_skill' ? 'with skill' : c === 'without_skill' ? 'without skill' : c === 'old_skill' ? 'old skill' : c; }
  function configRank(c) { var i = CONFIG_ORDER.indexOf(c); return i < 0 ? 99 : i; }
  function pct(x) { return x === null || x === undefined ? '–' : Math.round(x * 100) + '%'; }
  function fmtNum(x, digits) { return x === null || x === undefined ? '–' : Number(x).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }); }
  function fmtBytes(n) { return n < 1024 ? n + ' B' : n < 1048576 ? (n / 1024).toFixed(1) + ' KB' : (n / 1048576).toFixed(1) + ' MB'; }
  function fmtCost(x) { return x === null || x === undefined ? '–' : '$' + (x < 0.01 ? x.toFixed(4) : x.toFixed(2)); }
  function badge(text, kind) { return el('span', 'badge ' + (kind || ''), text); }
  function configBadge(c) { return badge(configLabel(c), 'cfg cfg-' + (CONFIG_ORDER.indexOf(c) >= 0 ? c : 'other')); }
  function rateKind(r) { return r === null || r === undefined ? 'neutral' : r >= 0.8 ? 'good' : r >= 0.5 ? 'neutral' : 'bad'; }
  function verdictKind(v) { return v === 'go' ? 'good' : v === 'conditional_go' ? 'warn' : v === 'no_go' || v === 'rollback' ? 'bad' : 'neutral'; }
  function verdictText(v) { return String(v).replace(/_/g, ' ').toUpperCase(); }

  // ── feedback store (localStorage, keyed per report) ──────────────────────────────
  var feedback = {};
  try { feedback = JSON.parse(localStorage.getItem(STORE_KEY) || '{}') || {}; } catch (e) { feedback = {}; }
  var storageOk = true;
  var saveTimer = null;
  function saveNow() {
    if (saveTimer) { clearTimeout(saveTimer); saveTimer = null; }
    try { localStorage.setItem(STORE_KEY, JSON.stringify(feedback)); storageOk = true; } catch (e) { storageOk = false; }
    document.querySelectorAll('.fb-status').forEach(function (s) { s.textContent = storageOk ? 'Saved in this browser' : 'Could not save locally: submit before closing'; });
  }
  function saveSoon() {
    if (saveTimer) clearTimeout(saveTimer);
    document.querySelectorAll('.fb-status').forEach(function (s) { s.textContent = 'Saving…'; });
    saveTimer = setTimeout(saveNow, 300);
  }
  window.addEventListener('beforeunload', function () { if (saveTimer) saveNow(); });
  window.addEventListener('pagehide', function () { if (saveTimer) saveNow(); });

  // ── pages: one eval × trial, configurations side by side ─────────────────────────
  var pages = [];
  var pageByKey = {};
  runs.forEach(function (r) {
    var k = r.evalKey + '#' + r.trial;
    if (!(k in pageByKey)) { pageByKey[k] = pages.length; pages.push({ evalKey: r.evalKey, trial: r.trial, runs: [] }); }
    pages[pageByKey[k]].runs.push(r);
  });
  pages.forEach(function (p) { p.runs.sort(function (a, b) { return configRank(a.configuration) - configRank(b.configuration); }); });

  var current = 0;
  var m = /^#(\d+)$/.exec(location.hash);
  if (m) current = Math.min(Math.max(0, Number(m[1]) - 1), Math.max(0, pages.length - 1));

  var pageEl = document.getElementById('page');
  var posEl = document.getElementById('position');
  var jumpEl = document.getElementById('jump');
  var prevBtn = document.getElementById('prev');
  var nextBtn = document.getElementById('next');

  function pageTitle(p) {
    var e = evalsByKey[p.evalKey] || {};
    return (e.skill || '') + ' · eval ' + (e.evalId || '?') + (e.evalName ? ' ' + e.evalName : '') + ' · trial ' + p.trial;
  }

  pages.forEach(function (p, i) { add(jumpEl, el('option', null, (i + 1) + '. ' + pageTitle(p))).lastChild.value = String(i); });

  function section(title, extra) {
    var s = el('section', 'sec');
    var h = add(el('h4', 'sec-title'), title);
    if (extra) add(h, ' ', extra);
    return add(s, h);
  }
  function pre(text, cls) { return el('pre', 'code' + (cls ? ' ' + cls : ''), text); }

  function renderFile(f) {
    var box = el('div', 'file');
    var head = add(el('div', 'file-head'), el('span', 'file-name', f.name), el('span', 'muted', fmtBytes(f.size || 0)));
    add(box, head);
    if (f.note) add(box, el('div', 'note', f.note));
    if (f.kind === 'image' && typeof f.dataUri === 'string' && /^data:image\/(png|jpeg|gif|webp);base64,/.test(f.dataUri)) {
      var img = el('img', 'file-img');
      img.alt = f.name;
      img.src = f.dataUri;
      add(box, img);
    } else if ((f.kind === 'text' || f.kind === 'json') && typeof f.content === 'string') {
      add(box, pre(f.content, f.kind === 'json' ? 'json' : ''));
    }
    return box;
  }

  function renderGrades(r) {
    var s = section('Grades');
    var g = r.grading;
    if (!g) { add(s, el('p', 'muted', r.status === 'completed' ? 'Not graded.' : 'Not graded (run ' + r.status + ').')); return s; }
    add(s.firstChild, ' ', badge(pct(g.passRate), rateKind(g.passRate)));
    add(s, el('p', 'muted small', g.passed + ' passed, ' + g.failed + ' failed of ' + g.total));
    var ul = el('ul', 'grades');
    g.expectations.forEach(function (x) {
      var err = x.status === 'error';
      var li = el('li', 'grade ' + (err ? 'err' : x.passed ? 'pass' : 'fail'));
      add(li, el('span', 'mark', err ? '!' : x.passed ? '✓' : '✗'));
      var body = add(el('div', 'grade-body'), el('div', 'grade-text', x.text));
      if (x.evidence) add(body, el('div', 'evidence', x.evidence));
      if (x.source) add(body, el('div', 'muted small', x.source === 'check' ? 'checked by a program' : x.source === 'judge' ? 'judged by a model' : x.source));
      add(ul, add(li, body));
    });
    return add(s, ul);
  }

  function renderColumn(r) {
    var col = el('article', 'col col-' + (CONFIG_ORDER.indexOf(r.configuration) >= 0 ? r.configuration : 'other'));
    col.setAttribute('data-config', r.configuration);
    var head = add(el('header', 'col-head'), configBadge(r.configuration), ' ', badge('run ' + r.trial, 'plain'));
    if (r.status !== 'completed') add(head, ' ', badge(r.status, 'bad'));
    if (r.skillUsed === false && r.configuration !== 'without_skill') add(head, ' ', badge('skill not used', 'warn'));
    var meta = [];
    if (r.durationMs !== null) meta.push((r.durationMs / 1000).toFixed(1) + ' s');
    if (r.tokens !== null) meta.push(fmtNum(r.tokens, 0) + ' tokens');
    if (r.costUsd !== null) meta.push(fmtCost(r.costUsd));
    meta.push(r.toolCalls.length + ' tool call' + (r.toolCalls.length === 1 ? '' : 's'));
    add(col, head, el('div', 'meta', meta.join(' · ')));
    if (r.error) add(col, el('div', 'alert', 'Error: ' + r.error));

    var resp = section('Response');
    add(resp, r.response ? pre(r.response, 'response') : el('p', 'muted', '(no final text)'));
    if (r.responseNote) add(resp, el('div', 'note', r.responseNote));
    add(col, resp);

    var files = section('Files', el('span', 'muted', '(' + r.files.length + ')'));
    if (r.files.length === 0) add(files, el('p', 'muted', 'No files created or changed.'));
    r.files.forEach(function (f) { add(files, renderFile(f)); });
    add(col, files);

    var tools = el('details', 'sec tools');
    add(tools, el('summary', 'sec-title', 'Tool calls (' + r.toolCalls.length + ')'));
    var ol = el('ol', 'calls');
    r.toolCalls.forEach(function (c) {
      var li = el('li', 'call' + (c.isError ? ' call-err' : ''));
      var h = add(el('div', 'call-head'), el('span', 'call-name', c.name), el('span', 'muted', ' turn ' + c.turn));
      if (c.isError) add(h, ' ', badge('error', 'bad'));
      add(li, h, el('div', 'label', 'input'), pre(c.input), el('div', 'label', 'output'), pre(c.output));
      add(ol, li);
    });
    if (r.toolCalls.length === 0) add(tools, el('p', 'muted', 'No tool calls.'));
    add(col, add(tools, ol));

    add(col, renderGrades(r));

    var fb = section('Your feedback');
    var ta = el('textarea', 'feedback');
    ta.rows = 4;
    ta.placeholder = 'What is wrong or could be better in this output? Leave empty if it is fine.';
    ta.setAttribute('aria-label', 'Feedback on ' + configShort(r.configuration) + ' run ' + r.trial);
    ta.setAttribute('data-run', r.runId);
    ta.value = feedback[r.key] || '';
    ta.addEventListener('input', function () { feedback[r.key] = ta.value; saveSoon(); });
    ta.addEventListener('blur', function () { if (saveTimer) saveNow(); });
    add(fb, ta, el('div', 'fb-status muted small', feedback[r.key] ? 'Saved in this browser' : ''));
    return add(col, fb);
  }

  function renderPage() {
    clear(pageEl);
    if (pages.length === 0) {
      add(pageEl, el('div', 'empty', 'No runs found in this report.'));
      posEl.textContent = '0 of 0';
      prevBtn.disabled = nextBtn.disabled = true;
      return;
    }
    var p = pages[current];
    var e = evalsByKey[p.evalKey] || {};
    posEl.textContent = (current + 1) + ' of ' + pages.length;
    jumpEl.value = String(current);
    prevBtn.disabled = current === 0;
    nextBtn.disabled = current === pages.length - 1;

    var intro = el('div', 'card intro');
    add(intro, add(el('div', 'crumbs'), badge(e.skill || '?', 'plain'), ' ', el('span', 'muted', e.iteration || ''), ' ', el('span', 'muted', '· trial ' + p.trial)));
    add(intro, el('h2', 'eval-title', 'Eval ' + (e.evalId || '?') + (e.evalName ? ': ' + e.evalName : '')));
    add(intro, el('h4', 'sec-title', 'Prompt'), pre(e.prompt || '(no prompt found)', 'prompt'));
    if (e.inputFiles && e.inputFiles.length) add(intro, el('div', 'muted small', 'Input files: ' + e.inputFiles.join(', ')));
    if (e.expectedOutput) {
      var d = add(el('details', 'more'), el('summary', null, 'Expected output'), pre(e.expectedOutput));
      add(intro, d);
    }
    if (e.assertions && e.assertions.length) {
      var ad = add(el('details', 'more'), el('summary', null, 'Assertions (' + e.assertions.length + ')'));
      var ul = el('ul', 'plain-list');
      e.assertions.forEach(function (a) { add(ul, el('li', null, a)); });
      add(intro, add(ad, ul));
    }
    var grid = el('div', 'cols cols-' + Math.min(p.runs.length, 3));
    p.runs.forEach(function (r) { add(grid, renderColumn(r)); });
    add(pageEl, intro, grid);
  }

  function go(i) {
    if (i < 0 || i >= pages.length || i === current) return;
    if (saveTimer) saveNow();
    current = i;
    try { history.replaceState(null, '', '#' + (current + 1)); } catch (e) { /* file:// quirks */ }
    renderPage();
    window.scrollTo(0, 0);
  }
  prevBtn.addEventListener('click', function () { go(current - 1); });
  nextBtn.addEventListener('click', function () { go(current + 1); });
  jumpEl.addEventListener('change', function () { go(Number(jumpEl.value)); });
  document.addEventListener('keydown', function (ev) {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    var t = ev.target;
    var tag = t && t.tagName;
    if (tag === 'TEXTAREA' || tag === 'INPUT' || tag === 'SELECT' || (t && t.isContentEditable)) return;
    if (document.getElementById('tab-outputs').getAttribute('aria-selected') !== 'true') return;
    if (ev.key === 'ArrowLeft') { ev.preventDefault(); go(current - 1); }
    else if (ev.key === 'ArrowRight') { ev.preventDefault(); go(current + 1); }
  });

  // ── submit: feedback.json in skill-creator's format ──────────────────────────────
  document.getElementById('submit').addEventListener('click', function () {
    if (saveTimer) saveNow();
    var ts = new Date().toISOString();
    var out = {
      reviews: runs.map(function (r) {
        return { run_id: r.runId, feedback: feedback[r.key] || '', timestamp: ts, skill: r.skill, iteration: r.iteration };
      }),
      status: 'complete'
    };
    var blob = new Blob([JSON.stringify(out, null, 2) + '\n'], { type: 'application/json' });
    var url = URL.createObjectURL(blob);
    var a = document.createElement('a');
    a.href = url;
    a.download = 'feedback.json';
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    var n = out.reviews.filter(function (x) { return x.feedback.trim() !== ''; }).length;
    document.getElementById('submit-status').textContent = 'Downloaded feedback.json (' + out.reviews.length + ' runs, ' + n + ' with feedback). Import it with: skill-evals feedback import feedback.json';
  });

  // ── benchmark tab ────────────────────────────────────────────────────────────────
  function table(headers) {
    var t = el('table', 'tbl');
    var tr = el('tr');
    headers.forEach(function (h) { add(tr, el('th', null, h)); });
    add(t, add(el('thead'), tr));
    var tb = el('tbody');
    add(t, tb);
    return { table: t, body: tb };
  }
  function row(tb, cells, cls) {
    var tr = el('tr', cls || null);
    cells.forEach(function (c) { add(tr, c instanceof Node ? add(el('td'), c) : el('td', null, c)); });
    add(tb, tr);
    return tr;
  }
  function stat(s, f) { return s ? f(s.mean) + ' ± ' + f(s.stddev) : '–'; }
  function deltaCell(v, goodWhenPositive) {
    if (v === null || v === undefined) return el('span', 'muted', '–');
    var n = parseFloat(v);
    var cls = n === 0 || isNaN(n) || goodWhenPositive === null ? '' : (n > 0) === goodWhenPositive ? 'pos' : 'neg';
    return el('span', 'delta ' + cls, v);
  }

  function renderBenchmark() {
    var root = document.getElementById('bench');
    clear(root);
    if (data.summary && (data.summary.verdict || data.summary.reasons.length)) {
      var v = el('div', 'card verdict verdict-' + verdictKind(data.summary.verdict));
      add(v, add(el('div', 'verdict-head'), el('span', 'muted', 'Verdict'), ' ', badge(data.summary.verdict ? verdictText(data.summary.verdict) : 'NONE', verdictKind(data.summary.verdict)),
        data.summary.confidence ? el('span', 'muted', ' confidence: ' + data.summary.confidence) : null));
      if (data.summary.reasons.length) {
        var ul = el('ul', 'plain-list');
        data.summary.reasons.forEach(function (r) { add(ul, el('li', null, r)); });
        add(v, ul);
      }
      add(root, v);
    }
    if (!data.skills.length) add(root, el('div', 'empty', 'No benchmark data in this report.'));
    data.skills.forEach(function (s) { add(root, renderSkillBench(s)); });
  }

  function renderSkillBench(s) {
    var card = el('section', 'card skill-bench');
    var h = add(el('h2', 'skill-title'), s.name, ' ', el('span', 'muted', s.iteration));
    var vd = s.verdict;
    if (vd && vd.verdict) add(h, ' ', badge(verdictText(vd.verdict), verdictKind(vd.verdict)));
    if (vd && vd.tier) add(h, ' ', badge('tier ' + vd.tier, 'plain'));
    add(card, h);
    if (vd) {
      var flags = el('div', 'flags');
      if (vd.flaky.length) add(flags, badge('flaky', 'warn'), ' ', el('span', null, 'evals ' + vd.flaky.join(', ')), ' ');
      if (vd.saturated === true) add(flags, badge('saturated', 'warn'), ' ', el('span', 'muted', 'the baseline passes too: these evals no longer tell the skill apart'));
      if (vd.saturated === false && !vd.flaky.length) add(flags, el('span', 'muted', 'No flaky or saturated evals flagged.'));
      add(card, flags);
    }
    var b = s.benchmark;
    if (!b) return add(card, el('p', 'muted', 'No benchmark.'));
    add(card, el('div', 'muted small', b.source === 'benchmark.json' ? 'From benchmark.json' : 'Computed from the runs (no benchmark.json)'));

    // Summary table
    var configs = b.configurations;
    var t = table(['Metric'].concat(configs.map(configLabel), ['Delta']));
    t.table.classList.add('summary');
    function sumRow(label, get, delta, good) { row(t.body, [label].concat(configs.map(function (c) { return get(b.summary[c] || {}); }), [deltaCell(delta, good)])); }
    sumRow('Pass rate', function (x) { return stat(x.passRate, function (v) { return Math.round(v * 100) + '%'; }); }, b.delta.passRate, true);
    sumRow('Time (s)', function (x) { return stat(x.timeSeconds, function (v) { return v.toFixed(1); }); }, b.delta.timeSeconds, false);
    sumRow('Tokens', function (x) { return stat(x.tokens, function (v) { return fmtNum(v, 0); }); }, b.delta.tokens, false);
    sumRow('Cost (total)', function (x) { return fmtCost(x.costUsd); }, null, null);
    sumRow('Graded runs', function (x) { return String(x.runs); }, null, null);
    add(card, el('h3', null, 'Summary'), t.table);

    // Per-eval breakdown
    add(card, el('h3', null, 'Per-eval breakdown'));
    var evalIds = [];
    b.runs.forEach(function (r) { if (evalIds.indexOf(r.evalId) < 0) evalIds.push(r.evalId); });
    evalIds.sort(function (a, c) { var x = Number(a), y = Number(c); return isNaN(x) || isNaN(y) ? (a < c ? -1 : a > c ? 1 : 0) : x - y; });
    var flaky = vd ? vd.flaky : [];
    evalIds.forEach(function (id) {
      var rs = b.runs.filter(function (r) { return r.evalId === id; });
      var name = rs[0] && rs[0].evalName;
      var eh = add(el('h4', 'eval-head'), 'Eval ' + id + (name ? ': ' + name : ''));
      if (flaky.indexOf(String(id)) >= 0) add(eh, ' ', badge('flaky', 'warn'));
      var tt = table(['Config', 'Run', 'Pass rate', 'Time (s)', 'Tokens', 'Errors']);
      var cfgs = configs.filter(function (c) { return rs.some(function (r) { return r.configuration === c; }); });
      cfgs.forEach(function (c) {
        var cr = rs.filter(function (r) { return r.configuration === c; }).sort(function (x, y) { return x.run - y.run; });
        cr.forEach(function (r) {
          row(tt.body, [badge(configShort(c), 'cfg cfg-' + (CONFIG_ORDER.indexOf(c) >= 0 ? c : 'other')), String(r.run), r.passRate === null ? '–' : pct(r.passRate) + ' (' + r.passed + '/' + r.total + ')',
            r.timeSeconds === null ? '–' : r.timeSeconds.toFixed(1), fmtNum(r.tokens, 0), String(r.errors)]);
        });
        var avg = function (f) { var v = cr.map(f).filter(function (x) { return x !== null; }); return v.length ? v.reduce(function (a, c2) { return a + c2; }, 0) / v.length : null; };
        row(tt.body, [configShort(c) + ' avg', '', pct(avg(function (r) { return r.passRate; })), fmtNum(avg(function (r) { return r.timeSeconds; }), 1), fmtNum(avg(function (r) { return r.tokens; }), 0), ''], 'avg');
      });
      add(card, eh, tt.table);
    });
    if (!evalIds.length) add(card, el('p', 'muted', 'No graded runs.'));

    // Per-assertion matrix
    add(card, el('h3', null, 'Assertions across configurations and trials'));
    var mt = table(['Assertion'].concat(configs.map(configLabel)));
    mt.table.classList.add('matrix');
    var any = false;
    evalIds.forEach(function (id) {
      var rs = b.runs.filter(function (r) { return r.evalId === id; });
      var texts = [];
      rs.forEach(function (r) { r.expectations.forEach(function (x) { if (texts.indexOf(x.text) < 0) texts.push(x.text); }); });
      if (!texts.length) return;
      any = true;
      var gr = row(mt.body, ['Eval ' + id + (rs[0].evalName ? ': ' + rs[0].evalName : '')].concat(configs.map(function () { return ''; })), 'group');
      gr.firstChild.colSpan = configs.length + 1;
      while (gr.childNodes.length > 1) gr.removeChild(gr.lastChild);
      texts.forEach(function (text) {
        var cells = [el('span', null, text)];
        var varies = false;
        configs.forEach(function (c) {
          var cell = el('span', 'marks');
          var results = [];
          rs.filter(function (r) { return r.configuration === c; }).sort(function (x, y) { return x.run - y.run; }).forEach(function (r) {
            var x = r.expectations.filter(function (e2) { return e2.text === text; })[0];
            if (!x) return;
            results.push(x.passed);
            var mk = el('span', 'mk ' + (x.passed ? 'pass' : 'fail'), x.passed ? '✓' : '✗');
            mk.title = 'Run ' + r.run + ': ' + (x.evidence || '');
            add(cell, mk);
          });
          if (results.indexOf(true) >= 0 && results.indexOf(false) >= 0 && c === 'with_skill') varies = true;
          cells.push(results.length ? cell : el('span', 'muted', '–'));
        });
        if (varies) add(cells[0], ' ', badge('varies', 'warn'));
        row(mt.body, cells);
      });
    });
    add(card, any ? mt.table : el('p', 'muted', 'No graded assertions yet.'));

    if (b.notes.length) {
      add(card, el('h3', null, 'Notes'));
      var nl = el('ul', 'plain-list');
      b.notes.forEach(function (n) { add(nl, el('li', null, n)); });
      add(card, nl);
    }
    return card;
  }

  // ── tabs, header ─────────────────────────────────────────────────────────────────
  document.getElementById('title').textContent = data.title || 'Eval review';
  document.title = data.title || 'Eval review';
  var meta = runs.length + ' runs · ' + pages.length + ' pages · generated ' + String(data.generatedAt || '').replace('T', ' ').slice(0, 16) + ' UTC';
  document.getElementById('meta').textContent = meta;
  if (data.summary && data.summary.verdict) {
    var vb = document.getElementById('verdict');
    add(vb, badge(verdictText(data.summary.verdict), verdictKind(data.summary.verdict)));
  }
  if (data.warnings && data.warnings.length) {
    var w = document.getElementById('warnings');
    w.hidden = false;
    add(w, el('summary', null, data.warnings.length + ' loading warning' + (data.warnings.length === 1 ? '' : 's')));
    var wl = el('ul', 'plain-list');
    data.warnings.slice(0, 200).forEach(function (x) { add(wl, el('li', null, x)); });
    add(w, wl);
  }
  var benchRendered = false;
  function showTab(name) {
    ['outputs', 'benchmark'].forEach(function (t) {
      var on = t === name;
      document.getElementById('tab-' + t).setAttribute('aria-selected', on ? 'true' : 'false');
      document.getElementById('panel-' + t).hidden = !on;
    });
    if (name === 'benchmark' && !benchRendered) { benchRendered = true; renderBenchmark(); }
  }
  document.getElementById('tab-outputs').addEventListener('click', function () { showTab('outputs'); });
  document.getElementById('tab-benchmark').addEventListener('click', function () { showTab('benchmark'); });
  renderPage();
  document.documentElement.setAttribute('data-ready', '1');
  try { performance.mark('viewer-ready'); } catch (e) { /* old browsers */ }
})();
`
