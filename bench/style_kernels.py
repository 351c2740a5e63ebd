# The same computations written in the styles kernel libraries use (Liger-Kernel, FlagGems,
# unsloth, vLLM, upstream's tutorials). Executed with `triton` and `tl` bound to either compiler
# (tests/test_style_matrix.py checks them against torch; bench/bench_styles.py times them).
# Our own code: no upstream source is copied here.

# ---- flash attention forward, fp16, q/k/v/o of shape [B, H, N, D] with any strides ----


@triton.jit
def attn_recomputed(Q, K, V, O, sm_scale, N_CTX, sqb, sqh, sqn, sqd, skb, skh, skn, skd, svb, svh, svn, svd,
                    sob, soh, son, sod, H, CAUSAL: tl.constexpr, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # Offsets recomputed from the loop index, tl.trans(k), tl.dot(p, v, acc), exp2, 2-D grid.
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :] * sqd)
    m_i = tl.full([BM], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = (start_m + 1) * BM if CAUSAL else N_CTX
    for start_n in range(0, hi, BN):
        k = tl.load(K + b * skb + h * skh + (start_n + offs_n)[:, None] * skn + offs_d[None, :] * skd)
        qk = tl.dot(q, tl.trans(k))
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= (start_n + offs_n)[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + b * svb + h * svh + (start_n + offs_n)[:, None] * svn + offs_d[None, :] * svd)
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    tl.store(O + b * sob + h * soh + offs_m[:, None] * son + offs_d[None, :] * sod, (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def attn_carried(Q, K, V, O, sm_scale, N_CTX, sqb, sqh, sqn, sqd, skb, skh, skn, skd, svb, svh, svn, svd,
                 sob, soh, son, sod, H, CAUSAL: tl.constexpr, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # Pointer tiles carried by the loop (k_ptrs += BN * stride), acc rescaled then acc += dot.
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    q_off = (off_hz // H) * sqb + (off_hz % H) * sqh
    k_off = (off_hz // H) * skb + (off_hz % H) * skh
    v_off = (off_hz // H) * svb + (off_hz % H) * svh
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    q = tl.load(Q + q_off + offs_m[:, None] * sqn + offs_d[None, :] * sqd)
    k_ptrs = K + k_off + offs_n[:, None] * skn + offs_d[None, :] * skd
    v_ptrs = V + v_off + offs_n[:, None] * svn + offs_d[None, :] * svd
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    hi = (start_m + 1) * BM if CAUSAL else N_CTX
    for start_n in range(0, hi, BN):
        k = tl.load(k_ptrs)
        qk = tl.dot(q, tl.trans(k)) * (sm_scale * 1.44269504)
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= (start_n + offs_n)[None, :], qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_ptrs)
        acc += tl.dot(p.to(tl.float16), v)
        m_i = m_ij
        k_ptrs += BN * skn
        v_ptrs += BN * svn
    acc = acc / l_i[:, None]
    tl.store(O + q_off + offs_m[:, None] * son + offs_d[None, :] * sod, acc.to(O.dtype.element_ty))


@triton.jit
def attn_kt_load(Q, K, V, O, sm_scale, N_CTX, sqb, sqh, sqn, sqd, skb, skh, skn, skd, svb, svh, svn, svd,
                 sob, soh, son, sod, H, CAUSAL: tl.constexpr, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # K loaded already transposed ([D, BN] tile), q pre-scaled, natural exp, 1-D grid.
    pid = tl.program_id(0)
    n_m = tl.cdiv(N_CTX, BM)
    bh = pid // n_m
    start_m = pid % n_m
    b = bh // H
    h = bh % H
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :] * sqd)
    q = (q * sm_scale).to(tl.float16)
    m_i = tl.full([BM], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    hi = (start_m + 1) * BM if CAUSAL else N_CTX
    for start_n in range(0, hi, BN):
        kt = tl.load(K + b * skb + h * skh + offs_d[:, None] * skd + (start_n + offs_n)[None, :] * skn)
        qk = tl.dot(q, kt)
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= (start_n + offs_n)[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(qk - m_new[:, None])
        acc = acc * alpha[:, None]
        v = tl.load(V + b * svb + h * svh + (start_n + offs_n)[:, None] * svn + offs_d[None, :] * svd)
        acc = tl.dot(p.to(v.dtype), v, acc)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        m_i = m_new
    tl.store(O + b * sob + h * soh + offs_m[:, None] * son + offs_d[None, :] * sod, (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def attn_masked(Q, K, V, O, sm_scale, N_CTX, sqb, sqh, sqn, sqd, skb, skh, skn, skd, svb, svh, svn, svd,
                sob, soh, son, sod, H, CAUSAL: tl.constexpr, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # Any sequence length: every load and the scores masked on N, as generic library kernels do.
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    m_ok = offs_m < N_CTX
    q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :] * sqd, mask=m_ok[:, None], other=0.0)
    m_i = tl.full([BM], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = tl.minimum((start_m + 1) * BM, N_CTX) if CAUSAL else N_CTX
    for start_n in range(0, hi, BN):
        cols = start_n + offs_n
        n_ok = cols < N_CTX
        k = tl.load(K + b * skb + h * skh + cols[:, None] * skn + offs_d[None, :] * skd, mask=n_ok[:, None], other=0.0)
        qk = tl.dot(q, tl.trans(k)) * qk_scale
        keep = n_ok[None, :]
        if CAUSAL:
            keep = keep & (offs_m[:, None] >= cols[None, :])
        qk = tl.where(keep, qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + b * svb + h * svh + cols[:, None] * svn + offs_d[None, :] * svd, mask=n_ok[:, None], other=0.0)
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    tl.store(O + b * sob + h * soh + offs_m[:, None] * son + offs_d[None, :] * sod, (acc / l_i[:, None]).to(tl.float16),
             mask=m_ok[:, None])


ATTENTION = {"recomputed": attn_recomputed, "carried": attn_carried, "kt_load": attn_kt_load, "masked": attn_masked}


def attention(kernel, q, k, v, sm_scale, causal, BM, BN, **launch):
    B, H, N, D = q.shape
    o = torch.empty_like(q)
    one_d = kernel is attn_kt_load
    grid = (triton.cdiv(N, BM) * B * H,) if one_d else (triton.cdiv(N, BM), B * H)
    kernel[grid](q, k, v, o, sm_scale, N, *q.stride(), *k.stride(), *v.stride(), *o.stride(), H,
                 CAUSAL=causal, D=D, BM=BM, BN=BN, **launch)
    return o


# ---- softmax over rows, fp32 ----


@triton.jit
def softmax_row(out_ptr, in_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr):
    # One row per program, the whole row in one tile.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    num = tl.exp(z)
    tl.store(out_ptr + row * stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


@triton.jit
def softmax_online(out_ptr, in_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr):
    # Column blocks: a running max and sum in one pass, then a second pass writing the output.
    row = tl.program_id(0).to(tl.int64)
    base = in_ptr + row * stride
    m = -float("inf")
    d = 0.0
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=-float("inf"))
        m_new = tl.maximum(m, tl.max(x, axis=0))
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(x - m_new), axis=0)
        m = m_new
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=-float("inf"))
        tl.store(out_ptr + row * stride + cols, tl.exp(x - m) / d, mask=cols < n_cols)


@triton.jit
def softmax_rows_2d(out_ptr, in_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr, ROWS: tl.constexpr):
    # ROWS rows per program in a 2-D tile, reductions along axis 1.
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride + cols[None, :]
    x = tl.load(in_ptr + offs, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=1)[:, None]
    e = tl.exp(x)
    tl.store(out_ptr + offs, e / tl.sum(e, axis=1)[:, None], mask=mask)


@triton.jit
def softmax_persistent(out_ptr, in_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr):
    # A fixed number of programs stride over the rows (tutorial 02's schedule).
    start = tl.program_id(0)
    step = tl.num_programs(0)
    cols = tl.arange(0, BLOCK)
    for row in tl.range(start, n_rows, step):
        x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
        z = x - tl.max(x, axis=0)
        num = tl.exp(z)
        tl.store(out_ptr + row * stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


SOFTMAX = {"row": softmax_row, "online": softmax_online, "rows_2d": softmax_rows_2d, "persistent": softmax_persistent}


def softmax(kernel, x, programs=None, **launch):
    n_rows, n_cols = x.shape
    out = torch.empty_like(x)
    block = triton.next_power_of_2(n_cols)
    if kernel is softmax_online:
        kernel[(n_rows,)](out, x, n_rows, n_cols, x.stride(0), BLOCK=min(block, 1024), **launch)
    elif kernel is softmax_rows_2d:
        rows = max(1, 4096 // block)
        kernel[(triton.cdiv(n_rows, rows),)](out, x, n_rows, n_cols, x.stride(0), BLOCK=block, ROWS=rows, **launch)
    elif kernel is softmax_persistent:
        kernel[(min(n_rows, programs or 264),)](out, x, n_rows, n_cols, x.stride(0), BLOCK=block, **launch)
    else:
        kernel[(n_rows,)](out, x, n_rows, n_cols, x.stride(0), BLOCK=block, **launch)
    return out


# ---- layer norm forward, fp16 in and out, fp32 statistics ----


@triton.jit
def layernorm_one_pass(X, Y, W, B, N, eps, stride, BLOCK: tl.constexpr):
    # The whole row in one tile; masked lanes zeroed with tl.where before the variance.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    b = tl.load(B + cols, mask=mask).to(tl.float32)
    tl.store(Y + row * stride + cols, (xc * rstd * w + b).to(tl.float16), mask=mask)


@triton.jit
def layernorm_blocked(X, Y, W, B, N, eps, stride, BLOCK: tl.constexpr):
    # Three passes over column blocks with block accumulators (tutorial 05's forward schedule).
    row = tl.program_id(0)
    Xr = X + row * stride
    Yr = Y + row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(Xr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(Xr + cols, mask=cols < N, other=0.0).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.0)
        acc += x * x
    rstd = 1 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(Xr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(Yr + cols, ((x - mean) * rstd * w + b).to(tl.float16), mask=mask)


@triton.jit
def layernorm_rows_2d(X, Y, W, B, N, eps, stride, n_rows, BLOCK: tl.constexpr, ROWS: tl.constexpr):
    # ROWS rows per program, statistics along axis 1, E[x^2] - E[x]^2.
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < N)
    x = tl.load(X + rows[:, None] * stride + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=1) / N
    var = tl.sum(x * x, axis=1) / N - mean * mean
    rstd = tl.rsqrt(var + eps)
    w = tl.load(W + cols, mask=cols < N, other=0.0).to(tl.float32)
    b = tl.load(B + cols, mask=cols < N, other=0.0).to(tl.float32)
    y = (x - mean[:, None]) * rstd[:, None] * w[None, :] + b[None, :]
    tl.store(Y + rows[:, None] * stride + cols[None, :], y.to(tl.float16), mask=mask)


LAYERNORM = {"one_pass": layernorm_one_pass, "blocked": layernorm_blocked, "rows_2d": layernorm_rows_2d}


def layernorm(kernel, x, w, b, eps=1e-5, **launch):
    n_rows, n = x.shape
    y = torch.empty_like(x)
    block = triton.next_power_of_2(n)
    if kernel is layernorm_blocked:
        kernel[(n_rows,)](x, y, w, b, n, eps, x.stride(0), BLOCK=min(block, 1024), **launch)
    elif kernel is layernorm_rows_2d:
        rows = max(1, 2048 // block)
        kernel[(triton.cdiv(n_rows, rows),)](x, y, w, b, n, eps, x.stride(0), n_rows, BLOCK=block, ROWS=rows, **launch)
    else:
        kernel[(n_rows,)](x, y, w, b, n, eps, x.stride(0), BLOCK=block, **launch)
    return y
