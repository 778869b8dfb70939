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
  // The rounding rule of src/report/rates.ts (whole percent, rounded down); test/unit/viewer-data.test.ts checks they agree.
  function pct(x) { return x === null || x === undefined || !isFinite(x) ? '–' : Math.floor(x * 100 + 1e-9) + '%'; }
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
    add(s.firstChild, ' ', badge(pct(g.passRate) + ' of assertions passed', rateKind(g.passRate)));
    add(s, el('p', 'muted small', g.passed + ' passed, ' + g.failed + ' failed of ' + g.total));
    var ul = el('ul', 'grades');
    g.expectations.forEach(function (x) { add(ul, gradeItem(x)); });
    return add(s, ul);
  }
  function gradeItem(x) {
    var err = x.status === 'error';
    var li = el('li', 'grade ' + (err ? 'err' : x.passed ? 'pass' : 'fail'));
    add(li, el('span', 'mark', err ? '!' : x.passed ? '✓' : '✗'));
    var body = add(el('div', 'grade-body'), el('div', 'grade-text', x.text));
    if (x.evidence) add(body, el('div', 'evidence', x.evidence));
    if (x.source) add(body, el('div', 'muted small', x.source === 'check' ? 'checked by a program' : x.source === 'judge' ? 'judged by a model' : x.source));
    return add(li, body);
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
    if (vd && vd.passRate && vd.passRate.with_skill !== null && vd.passRate.with_skill !== undefined) add(h, ' ', badge('runs fully passed: ' + pct(vd.passRate.with_skill), rateKind(vd.passRate.with_skill)));
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
    sumRow('Assertions passed (mean per run)', function (x) { return stat(x.passRate, function (v) { return pct(v); }); }, b.delta.passRate, true);
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
      var tt = table(['Config', 'Run', 'Assertions passed', 'Time (s)', 'Tokens', 'Errors']);
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

  // ── pipelines tab (only when the report has pipeline results) ────────────────────
  var PL = data.pipelines || null;
  var plCurrent = 0;
  var STEP_STATUSES = ['pass', 'fail', 'error', 'skipped'];
  var DIFF_MAX_LINES = 6000;
  function statusKind(s) { return s === 'pass' ? 'good' : s === 'fail' ? 'bad' : s === 'error' ? 'warn' : 'neutral'; }
  function fmtMs(ms) { return ms === null || ms === undefined ? '–' : ms < 1000 ? ms + ' ms' : (ms / 1000).toFixed(1) + ' s'; }
  function frac(a, b) { return (a === null || a === undefined ? '?' : a) + '/' + (b === null || b === undefined ? '?' : b); }
  function passedOf(list) { return list.filter(function (x) { return x.passed; }).length; }

  function assertionList(list, emptyText) {
    if (!list || !list.length) return el('p', 'muted', emptyText);
    var ul = el('ul', 'grades');
    list.forEach(function (x) { add(ul, gradeItem(x)); });
    return ul;
  }

  // A unified diff as text lines, coloured by kind; the hunk header's counts tell where a hunk
  // ends, so a removed line that starts with "---" is still a removed line.
  function renderDiff(text) {
    var outer = el('pre', 'code diff');
    var box = add(outer, el('div', 'dlines')).lastChild;
    var lines = String(text).split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    var header = true;
    var oldLeft = 0;
    var newLeft = 0;
    lines.slice(0, DIFF_MAX_LINES).forEach(function (line) {
      var cls = 'ctx';
      var c = line.charAt(0);
      var h = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/.exec(line);
      if (c === '\\' && line.charAt(1) === ' ') cls = 'note';
      else if (line.indexOf('diff --git ') === 0 || (header && !h)) { header = true; cls = 'meta'; }
      else if (h) {
        header = false;
        oldLeft = h[1] === undefined ? 1 : Number(h[1]);
        newLeft = h[2] === undefined ? 1 : Number(h[2]);
        cls = 'hunk';
      } else if (c === '+') { cls = 'add'; newLeft--; }
      else if (c === '-') { cls = 'del'; oldLeft--; }
      else { oldLeft--; newLeft--; }
      add(box, el('span', 'dl dl-' + cls, line));
      if (!header && cls !== 'hunk' && oldLeft <= 0 && newLeft <= 0) header = true;
    });
    if (lines.length > DIFF_MAX_LINES) add(box, el('span', 'dl dl-note', '… ' + (lines.length - DIFF_MAX_LINES) + ' more lines not shown'));
    return outer;
  }

  function renderStep(s) {
    var li = el('li', 'step st-' + (STEP_STATUSES.indexOf(s.status) >= 0 ? s.status : 'other'));
    li.setAttribute('data-step', String(s.n));
    var head = add(el('div', 'step-head'), el('span', 'step-n', 'Step ' + s.n), ' ', badge(s.skill, 'plain'), ' ', badge(s.status, statusKind(s.status)));
    if (s.skillUsed === false) add(head, ' ', badge('skill not used', 'warn'));
    var meta = [];
    if (s.status !== 'skipped') {
      if (s.durationMs !== null) meta.push(fmtMs(s.durationMs));
      if (s.tokens !== null) meta.push(fmtNum(s.tokens, 0) + ' tokens');
      if (s.costUsd !== null) meta.push(fmtCost(s.costUsd));
    }
    add(li, head);
    if (meta.length) add(li, el('div', 'meta', meta.join(' · ')));
    if (s.reason) add(li, el('div', s.status === 'skipped' ? 'note' : 'alert', s.reason));
    if (s.error && s.error !== s.reason) add(li, el('div', 'alert', 'Error: ' + s.error));

    add(li, add(section('Prompt'), pre(s.prompt || '(no prompt)', 'prompt')));

    var v = section('Verify');
    if (s.verify.length) add(v.firstChild, ' ', badge(passedOf(s.verify) + '/' + s.verify.length, passedOf(s.verify) === s.verify.length ? 'good' : 'bad'));
    add(li, add(v, assertionList(s.verify, 'No checks for this step.')));

    var fs = section('Files changed', el('span', 'muted', '(' + s.files.length + ')'));
    if (!s.files.length) add(fs, el('p', 'muted', 'No files changed.'));
    else {
      var ul = el('ul', 'files-changed');
      s.files.forEach(function (f) {
        var known = ['added', 'modified', 'deleted', 'renamed', 'copied', 'type-changed', 'other'].indexOf(f.change) >= 0;
        add(ul, add(el('li'), el('span', 'fc fc-' + (known ? f.change : 'unknown'), f.change || 'changed'), el('span', 'file-name', f.path)));
      });
      add(fs, ul);
    }
    add(li, fs);

    var d = section('Diff');
    if (!s.diff) add(d, el('p', 'muted', s.files.length ? 'No diff recorded.' : 'No changes.'));
    else add(d, renderDiff(s.diff));
    if (s.diffTruncated) {
      add(d, el('div', 'note', 'Diff truncated' + (s.diffChars !== null ? ' (full diff: ' + fmtNum(s.diffChars, 0) + ' characters)' : '') + (s.diffFile ? '; the full diff is in ' + s.diffFile : '')));
    }
    add(li, d);

    if (s.response) add(li, add(el('details', 'more'), el('summary', null, 'Response'), pre(s.response, 'response')));
    return li;
  }

  function renderScenario(sc) {
    var card = el('section', 'card scenario');
    card.setAttribute('data-scenario', sc.id);
    var head = add(el('div', 'pl-head'), el('h2', 'pl-title', sc.id), badge(sc.status, statusKind(sc.status)));
    if (sc.costClass) add(head, badge('cost class: ' + sc.costClass, 'plain'));
    if (sc.cancelled) add(head, badge('cancelled', 'warn'));
    add(card, head);
    if (sc.description) add(card, el('p', null, sc.description));
    var meta = ['steps passed ' + frac(sc.stepsPassed, sc.stepsTotal), 'final ' + frac(sc.finalPassed, sc.finalTotal)];
    if (sc.costUsd !== null) meta.push('agent cost ' + fmtCost(sc.costUsd));
    if (sc.durationMs !== null) meta.push(fmtMs(sc.durationMs));
    add(card, el('div', 'meta', meta.join(' · ')));
    if (sc.reason) add(card, el('div', 'alert', sc.reason));
    if (!sc.loaded) add(card, el('div', 'note', 'result.json could not be read: only the index entry is shown.'));

    add(card, el('h3', null, 'Steps, in order (' + sc.steps.length + ')'));
    if (!sc.steps.length) add(card, el('p', 'muted', 'No steps recorded.'));
    var ol = el('ol', 'steps');
    sc.steps.forEach(function (s) { add(ol, renderStep(s)); });
    add(card, ol);

    var fh = add(el('h3', 'final-head'), 'Final assertions');
    if (sc.final.length) add(fh, ' ', badge(passedOf(sc.final) + '/' + sc.final.length, passedOf(sc.final) === sc.final.length ? 'good' : 'bad'));
    var fin = add(el('div', 'final'), fh, assertionList(sc.final, sc.loaded ? 'No final assertions.' : 'Not available.'));
    return add(card, fin);
  }

  function renderPipelines() {
    var root = document.getElementById('pipelines');
    clear(root);
    var top = el('section', 'card pl-summary');
    add(top, add(el('h2', 'skill-title'), 'Pipelines'));
    var info = [];
    if (PL.model) info.push('model ' + PL.model);
    if (PL.judgeModel) info.push('judge ' + PL.judgeModel);
    if (PL.generatedAt) info.push('generated ' + String(PL.generatedAt).replace('T', ' ').slice(0, 16) + ' UTC');
    if (info.length) add(top, el('div', 'meta', info.join(' · ')));
    if (PL.simulated) add(top, el('div', 'note', 'Simulated model: the outputs are canned, not real model work.'));
    var t = PL.totals;
    add(top, el('p', 'small', t.scenarios + ' scenario' + (t.scenarios === 1 ? '' : 's') + ': ' + t.passed + ' pass, ' + t.failed + ' fail, ' + t.errors + ' error' + (t.costUsd !== null ? ' · agent cost ' + fmtCost(t.costUsd) : '')));
    if (!PL.scenarios.length) { add(top, el('p', 'muted', 'No pipeline scenarios in this report.')); add(root, top); return; }
    var lt = table(['Scenario', 'Status', 'Steps passed', 'Final', 'Cost class', 'Cost', 'Duration']);
    lt.table.classList.add('pl-list');
    PL.scenarios.forEach(function (sc, i) {
      var b = el('button', 'link', sc.id);
      b.type = 'button';
      b.title = sc.description || sc.id;
      b.addEventListener('click', function () { showScenario(i); });
      var tr = row(lt.body, [b, badge(sc.status, statusKind(sc.status)), frac(sc.stepsPassed, sc.stepsTotal), frac(sc.finalPassed, sc.finalTotal), sc.costClass || '–', fmtCost(sc.costUsd), fmtMs(sc.durationMs)]);
      tr.setAttribute('data-index', String(i));
    });
    add(top, lt.table);
    add(root, top, el('div', null));
    root.lastChild.id = 'scenario';
    showScenario(plCurrent);
  }
  function showScenario(i) {
    plCurrent = i;
    var holder = document.getElementById('scenario');
    clear(holder);
    add(holder, renderScenario(PL.scenarios[i]));
    document.querySelectorAll('.pl-list tbody tr').forEach(function (tr) { tr.className = tr.getAttribute('data-index') === String(i) ? 'sel' : ''; });
  }

  // ── cross-model tab (only when the report has cross-model.json) ──────────────────
  function renderModels() {
    var root = document.getElementById('models');
    clear(root);
    var x = data.crossModel;
    var card = el('section', 'card');
    add(root, card);
    add(card, el('h2', 'skill-title', 'Cross-model comparison'));
    if (!x || x.format !== 'table' || !Array.isArray(x.models) || !Array.isArray(x.skills)) {
      add(card, el('div', 'note xm-unknown', (x && x.note) || 'cross-model data in an unknown format'));
      if (x && x.raw) add(card, add(el('details', 'more'), el('summary', null, 'The file as read'), pre(x.raw)));
      return;
    }
    var info = 'Pass rate of each skill per model, with its interval; highlighted cells are anomalies' +
      (typeof x.anomalyThresholdSe === 'number' ? ' (more than ' + x.anomalyThresholdSe + ' standard errors off the other models)' : '') + '.';
    add(card, el('p', 'muted small', info));
    if (x.generatedAt) add(card, el('div', 'meta', 'generated ' + String(x.generatedAt).replace('T', ' ').slice(0, 16) + ' UTC'));
    function xmCell(c) {
      if (!c) return el('span', 'muted', '–');
      var span = add(el('span', 'xm-cell'), el('span', 'rate', pct(c.passRate)));
      if (c.low !== null || c.high !== null) add(span, ' ', el('span', 'ci', '[' + pct(c.low) + '–' + pct(c.high) + ']'));
      if (c.anomaly) add(span, ' ', badge('anomaly' + (c.direction ? ': ' + c.direction : ''), 'warn'));
      if (c.regressed) add(span, ' ', badge('regressed', 'bad'));
      if (c.passed !== null && c.n !== null) add(span, el('span', 'n', c.passed + '/' + c.n));
      else if (c.n !== null) add(span, el('span', 'n', 'n = ' + c.n));
      return span;
    }
    var t = table(['Skill'].concat(x.models, ['Range', 'Anomalies']));
    t.table.classList.add('xm');
    x.skills.forEach(function (s) {
      var name = el('span', 'file-name', s.skill);
      var cells = [s.tier ? add(el('span'), name, ' ', badge('tier ' + s.tier, 'plain')) : name];
      x.models.forEach(function (m, i) { cells.push(xmCell(s.cells[i])); });
      cells.push(s.range === null ? '–' : Math.round(s.range * 100) + ' pts');
      cells.push(s.anomalies.length ? s.anomalies.join(', ') : '–');
      var tr = row(t.body, cells);
      x.models.forEach(function (m, i) {
        var td = tr.children[i + 1];
        td.className = 'cell';
        var c = s.cells[i];
        if (c && c.anomaly) { td.classList.add('anom'); td.title = s.skill + ' on ' + m + ': anomaly' + (c.direction ? ' (' + c.direction + ')' : ''); }
      });
    });
    if (x.totals && x.totals.length) {
      var tot = row(t.body, ['All skills'].concat(x.models.map(function (m, i) { return xmCell(x.totals[i]); }), ['', '']), 'avg');
      for (var ti = 1; ti <= x.models.length; ti++) tot.children[ti].className = 'cell';
    }
    add(card, t.table);
    if (!x.skills.length) add(card, el('p', 'muted', 'No skills.'));
    if (x.regressions && x.regressions.length) {
      var rl = el('ul', 'plain-list xm-regressions');
      x.regressions.forEach(function (r) { add(rl, el('li', null, r.skill + ' on ' + r.model + (r.reason ? ': ' + r.reason : ''))); });
      add(card, el('h3', null, 'Regressions against the previous run'), rl);
    }
    if (x.notes && x.notes.length) {
      var nl = el('ul', 'plain-list');
      x.notes.forEach(function (n) { add(nl, el('li', null, n)); });
      add(card, el('h3', null, 'Notes'), nl);
    }
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
  var TABS = ['outputs', 'benchmark'];
  if (PL && document.getElementById('tab-pipelines')) TABS.push('pipelines');
  if (data.crossModel && document.getElementById('tab-models')) TABS.push('models');
  var RENDER = { benchmark: renderBenchmark, pipelines: renderPipelines, models: renderModels };
  var rendered = {};
  function showTab(name) {
    TABS.forEach(function (t) {
      var on = t === name;
      document.getElementById('tab-' + t).setAttribute('aria-selected', on ? 'true' : 'false');
      document.getElementById('panel-' + t).hidden = !on;
    });
    if (RENDER[name] && !rendered[name]) { rendered[name] = true; RENDER[name](); }
  }
  TABS.forEach(function (t) { document.getElementById('tab-' + t).addEventListener('click', function () { showTab(t); }); });
  if (PL) document.getElementById('meta').textContent = meta + ' · ' + PL.scenarios.length + ' pipeline scenario' + (PL.scenarios.length === 1 ? '' : 's');
  renderPage();
  // a report with pipeline (or cross-model) results only opens on that tab
  if (!runs.length && TABS.length > 2) showTab(TABS[2]);
  document.documentElement.setAttribute('data-ready', '1');
  try { performance.mark('viewer-ready'); } catch (e) { /* old browsers */ }
})();
`
