//! Tile-IR rewrites that run before lowering.

use crate::passes::analysis::UseInfo;
use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// `x + dot(a, b, 0)` (either operand order) becomes `dot(a, b, x)` where the dot has no other
/// use: `acc += tl.dot(a, b)` then accumulates in place, which the matrix-engine lowering keeps
/// in registers across a K loop.
pub fn fuse_dot_accumulate(f: &mut Function) {
    let uses = UseInfo::compute(f);
    let types = f.types.clone();
    fuse_in_block(&mut f.body, &uses, &types);
}

fn fuse_in_block(b: &mut Block, uses: &UseInfo, types: &[Type]) {
    for op in b.ops.iter_mut() {
        for inner in op.kind.blocks_mut() {
            fuse_in_block(inner, uses, types);
        }
    }
    let index_of: HashMap<ValueId, usize> =
        b.ops.iter().enumerate().filter_map(|(i, op)| op.results.first().map(|r| (*r, i))).collect();
    let is_zero = |ops: &[Op], v: ValueId| -> bool {
        let Some(&i) = index_of.get(&v) else { return false };
        let OpKind::Splat(c) = ops[i].kind else { return false };
        let Some(&ci) = index_of.get(&c) else { return false };
        matches!(ops[ci].kind, OpKind::Const(Const::Int(0)))
            || matches!(ops[ci].kind, OpKind::Const(Const::Float(z)) if z == 0.0)
    };
    let mut removed = vec![];
    for j in 0..b.ops.len() {
        let OpKind::Bin(BinOp::Add, x, y) = b.ops[j].kind else { continue };
        let r = b.ops[j].results[0];
        for (other, d) in [(x, y), (y, x)] {
            let Some(&i) = index_of.get(&d) else { continue };
            let OpKind::Dot { a, b: bb, acc, tf32 } = b.ops[i].kind else { continue };
            if i >= j || removed.contains(&i) || uses.get(d).users.len() != 1 || !is_zero(&b.ops, acc) {
                continue;
            }
            if types[other.0 as usize] != types[r.0 as usize] || types[d.0 as usize] != types[r.0 as usize] {
                continue;
            }
            b.ops[j].kind = OpKind::Dot { a, b: bb, acc: other, tf32 };
            removed.push(i);
            break;
        }
    }
    removed.sort_unstable();
    for i in removed.into_iter().rev() {
        b.ops.remove(i);
    }
}

/// Software pipelining of the operand loads of a loop's dots, one stage in registers: the loads
/// for iteration `i + 1` are issued before the dots of iteration `i` (masked off past the end),
/// and the loop carries their tiles, so global-memory latency overlaps the matrix engine. A loop
/// qualifies when its step is a positive constant and its body holds only pure ops, loads and
/// dots; the loads prefetched are those read only by dots.
///
/// `stages` tiles are in flight (`num_stages - 1` in Triton's terms); more than one needs the
/// loads' addresses to depend on the induction variable only, else one is used.
pub fn pipeline_dot_loads(f: &mut Function, depth: usize) {
    pipeline_dot_loads_by(f, &|_| depth)
}

/// As `pipeline_dot_loads`, with the depth of each loop chosen from the number of dots in its
/// body (`depth_for(dots)`).
pub fn pipeline_dot_loads_by(f: &mut Function, depth_for: &dyn Fn(usize) -> usize) {
    let mut consts = HashMap::new();
    collect_consts(&f.body, &mut consts);
    let mut body = std::mem::take(&mut f.body);
    pipeline_block(f, &mut body, &consts, depth_for);
    f.body = body;
}

fn collect_consts(b: &Block, out: &mut HashMap<ValueId, i64>) {
    for op in &b.ops {
        if let OpKind::Const(Const::Int(c)) = op.kind {
            out.insert(op.results[0], c);
        }
        for inner in op.kind.blocks() {
            collect_consts(inner, out);
        }
    }
}

/// The dots at the top level of `body`: what picks a loop's pipelining depth (and, in the
/// lowering, its ring's schedule: `mma::AsyncRing::late`).
pub(crate) fn dots_in(body: &Block) -> usize {
    body.ops.iter().filter(|o| matches!(o.kind, OpKind::Dot { .. })).count()
}

fn pipeline_block(f: &mut Function, b: &mut Block, consts: &HashMap<ValueId, i64>, depth_for: &dyn Fn(usize) -> usize) {
    let mut i = 0;
    while i < b.ops.len() {
        for inner in b.ops[i].kind.blocks_mut() {
            pipeline_block(f, inner, consts, depth_for);
        }
        let dots = match &b.ops[i].kind {
            OpKind::For { body, .. } => dots_in(body),
            _ => 0,
        };
        if let Some(prologue) = pipeline_loop(f, &mut b.ops[i], consts, depth_for(dots).max(1)) {
            let n = prologue.len();
            b.ops.splice(i..i, prologue);
            i += n;
        }
        i += 1;
    }
}

/// Ops that build values: no memory access, no nested blocks.
fn is_pure(k: &OpKind) -> bool {
    !k.has_side_effects()
        && k.blocks().is_empty()
        && !matches!(k, OpKind::Load { .. } | OpKind::DescriptorLoad { .. } | OpKind::Dot { .. })
}

fn remap(k: &OpKind, sub: &HashMap<ValueId, ValueId>) -> OpKind {
    use OpKind::*;
    let m = |v: &ValueId| *sub.get(v).unwrap_or(v);
    match k {
        Splat(a) => Splat(m(a)),
        Broadcast(a) => Broadcast(m(a)),
        ExpandDims(a, d) => ExpandDims(m(a), *d),
        Reshape(a) => Reshape(m(a)),
        Permute(a, p) => Permute(m(a), p.clone()),
        Bin(o, a, b) => Bin(*o, m(a), m(b)),
        Cmp(o, a, b) => Cmp(*o, m(a), m(b)),
        Un(o, a) => Un(*o, m(a)),
        Cast(a) => Cast(m(a)),
        Bitcast(a) => Bitcast(m(a)),
        Select(a, b, c) => Select(m(a), m(b), m(c)),
        Fma(a, b, c) => Fma(m(a), m(b), m(c)),
        AddPtr(a, b) => AddPtr(m(a), m(b)),
        Join(a, b) => Join(m(a), m(b)),
        Cat(a, b) => Cat(m(a), m(b)),
        SplitPart(a, k) => SplitPart(m(a), *k),
        Load { ptr, mask, other } => Load { ptr: m(ptr), mask: mask.as_ref().map(m), other: other.as_ref().map(m) },
        Dot { a, b, acc, tf32 } => Dot { a: m(a), b: m(b), acc: m(acc), tf32: *tf32 },
        Atomic { kind, ptr, val, cmp, mask, sem, scope } => Atomic {
            kind: *kind,
            ptr: m(ptr),
            val: m(val),
            cmp: cmp.as_ref().map(m),
            mask: mask.as_ref().map(m),
            sem: *sem,
            scope: *scope,
        },
        Reduce { input, axis, kind } => Reduce { input: m(input), axis: *axis, kind: *kind },
        Scan { input, axis, kind, reverse } => Scan { input: m(input), axis: *axis, kind: *kind, reverse: *reverse },
        Yield(v) => Yield(v.iter().map(m).collect()),
        other => other.clone(),
    }
}

/// Copies of `slice` and `loads` (body ops, in order) with `sub` applied, each load masked by
/// the scalar `guard`; returns the ops and the loaded tiles.
fn clone_loads(
    f: &mut Function,
    slice: &[Op],
    loads: &[Op],
    sub: &mut HashMap<ValueId, ValueId>,
    guard: ValueId,
    in_body: &dyn Fn(ValueId) -> bool,
) -> (Vec<Op>, Vec<ValueId>) {
    let mut out = vec![];
    for op in slice {
        let results: Vec<ValueId> = op
            .results
            .iter()
            .map(|r| {
                let t = f.ty(*r).clone();
                f.new_value(t)
            })
            .collect();
        for (r, n) in op.results.iter().zip(&results) {
            sub.insert(*r, *n);
            f.copy_hint(*r, *n); // asserted for every iteration, this one too
        }
        out.push(Op { kind: remap(&op.kind, sub), results, loc: op.loc });
    }
    let mut tiles = vec![];
    for op in loads {
        let OpKind::Load { ptr, mask, other } = remap(&op.kind, sub) else { unreachable!() };
        let ty = f.ty(op.results[0]).clone();
        let gty = Type::tensor(DType::Scalar(Scalar::I1), ty.shape.clone());
        let g = f.new_value(gty.clone());
        out.push(Op { kind: OpKind::Splat(guard), results: vec![g], loc: op.loc });
        let mask = match mask {
            Some(m) => {
                let both = f.new_value(gty);
                out.push(Op { kind: OpKind::Bin(BinOp::And, m, g), results: vec![both], loc: op.loc });
                both
            }
            None => g,
        };
        let r = f.new_value(ty);
        out.push(Op { kind: OpKind::Load { ptr, mask: Some(mask), other }, results: vec![r], loc: op.loc });
        // The same descriptor block, at the cloned iteration's offsets.
        if let Some(t) = f.tensor_reads.get(&op.results[0]).cloned() {
            let offsets: Option<Vec<ValueId>> =
                t.offsets.iter().map(|o| sub.get(o).copied().or((!in_body(*o)).then_some(*o))).collect();
            if let Some(offsets) = offsets {
                f.tensor_reads.insert(r, TensorRead { desc: t.desc, offsets });
            }
        }
        tiles.push(r);
    }
    (out, tiles)
}

fn pipeline_loop(f: &mut Function, op: &mut Op, consts: &HashMap<ValueId, i64>, stages: usize) -> Option<Vec<Op>> {
    let loc = op.loc;
    let OpKind::For { lb, ub, step, inits, body } = &mut op.kind else { return None };
    let (lb, ub, step) = (*lb, *ub, *step);
    let step_value = *consts.get(&step).filter(|s| **s > 0)?;
    let n_ops = body.ops.len();
    if !matches!(body.ops.last().map(|o| &o.kind), Some(OpKind::Yield(_))) {
        return None;
    }
    let yielded = body.yielded().to_vec();
    let ok = body.ops[..n_ops - 1]
        .iter()
        .all(|o| is_pure(&o.kind) || matches!(o.kind, OpKind::Load { .. } | OpKind::Dot { .. }));
    if !ok {
        return None;
    }
    // Loads read only as dot operands, directly or through a transpose (attention's k in
    // q @ trans(k)).
    let users = readers(&body.ops);
    let ops = &body.ops;
    let is_operand = |v: ValueId, i: usize| matches!(&ops[i].kind, OpKind::Dot { a, b, acc, .. } if (*a == v || *b == v) && *acc != v);
    let all_users = |v: ValueId, f: &dyn Fn(usize) -> bool| users.get(&v).is_some_and(|u| u.iter().all(|&i| f(i)));
    let feeds_dot = |v: ValueId, i: usize| {
        is_operand(v, i)
            || matches!(&ops[i].kind, OpKind::Permute(x, _) if *x == v)
                && all_users(ops[i].results[0], &|j| is_operand(ops[i].results[0], j))
    };
    // With more than one tile in flight (the shared-memory rings of the GPU targets), also
    // unmasked vectors the dots' results are combined with (the attention backward's row
    // statistics, a block-scaled GEMM's scales): the ring copies them beside the tiles and
    // reads them after its first dot (`mma::AsyncRing::vectors`). Only those read through
    // single-use shape and element-wise ops by an op that needs a dot's result.
    let dot_tainted = dot_results_from(ops, 0);
    let is_vector = |i: usize| {
        stages > 1
            && matches!(ops[i].kind, OpKind::Load { mask: None, .. })
            && f.ty(ops[i].results[0]).shape.len() == 1
            && combined_with_dot(ops, &users, &dot_tainted, ops[i].results[0], 0)
    };
    let picked: Vec<usize> = (0..n_ops - 1)
        .filter(|&i| {
            matches!(ops[i].kind, OpKind::Load { .. })
                && (all_users(ops[i].results[0], &|j| feeds_dot(ops[i].results[0], j)) || is_vector(i))
        })
        .collect();
    if picked.is_empty() {
        return None;
    }
    // The body ops the picked loads' operands are built from.
    let def_at: HashMap<ValueId, usize> =
        body.ops.iter().enumerate().flat_map(|(i, o)| o.results.iter().map(move |r| (*r, i))).collect();
    let mut in_slice = vec![false; n_ops];
    let mut work: Vec<ValueId> = picked.iter().flat_map(|&i| body.ops[i].kind.operands()).collect();
    while let Some(v) = work.pop() {
        if let Some(&i) = def_at.get(&v) {
            if !in_slice[i] {
                if !is_pure(&body.ops[i].kind) {
                    return None; // an address from a load or a dot: not a plain tile walk
                }
                in_slice[i] = true;
                work.extend(body.ops[i].kind.operands());
            }
        }
    }
    // Ops that read a dot's result stay after the prefetch; the next iteration's addresses must
    // not need them.
    let mut after_dots = vec![false; n_ops];
    let mut tainted: std::collections::HashSet<ValueId> = Default::default();
    for (i, o) in body.ops.iter().enumerate().take(n_ops - 1) {
        if matches!(o.kind, OpKind::Dot { .. }) || o.kind.operands().iter().any(|v| tainted.contains(v)) {
            after_dots[i] = true;
            tainted.extend(o.results.iter().copied());
        }
    }
    let args: Vec<ValueId> = body.args[1..].to_vec();
    let mut slice_reads_args = false;
    for (k, a) in args.iter().enumerate() {
        // read by the address ops, or by a prefetched load itself (`tl.load(a_ptrs)` of a
        // pointer tile the loop advances)
        let used = body
            .ops
            .iter()
            .enumerate()
            .any(|(i, o)| (in_slice[i] || picked.contains(&i)) && o.kind.operands().contains(a));
        if used && tainted.contains(&yielded[k]) {
            return None;
        }
        slice_reads_args |= used;
    }
    // Iteration i + s's addresses from carried values would need s steps of the loop's updates.
    let stages = if slice_reads_args { 1 } else { stages };
    let slice: Vec<Op> = (0..n_ops).filter(|&i| in_slice[i]).map(|i| body.ops[i].clone()).collect();
    let loads: Vec<Op> = picked.iter().map(|&i| body.ops[i].clone()).collect();
    let iv = body.args[0];
    let ity = f.ty(iv).clone();
    let bool_ty = Type::scalar(DType::Scalar(Scalar::I1));
    // `base + s * step` and whether it is below `ub`.
    let offset_iv = |f: &mut Function, ops: &mut Vec<Op>, base: ValueId, s: i64| -> (ValueId, ValueId) {
        let at = if s == 0 {
            base
        } else {
            let c = f.new_value(ity.clone());
            ops.push(Op { kind: OpKind::Const(Const::Int(s * step_value)), results: vec![c], loc });
            let v = f.new_value(ity.clone());
            ops.push(Op { kind: OpKind::Bin(BinOp::Add, base, c), results: vec![v], loc });
            v
        };
        let g = f.new_value(bool_ty.clone());
        ops.push(Op { kind: OpKind::Cmp(CmpOp::Lt, at, ub), results: vec![g], loc });
        (at, g)
    };

    // Prologue: the tiles of iterations 0 .. stages, each guarded by being below ub.
    let mut prologue = vec![];
    let mut first: Vec<Vec<ValueId>> = vec![vec![]; loads.len()];
    for s in 0..stages as i64 {
        let (at, g) = offset_iv(f, &mut prologue, lb, s);
        let mut sub: HashMap<ValueId, ValueId> = HashMap::new();
        sub.insert(iv, at);
        for (a, i) in args.iter().zip(inits.iter()) {
            sub.insert(*a, *i);
        }
        let (ops, tiles) = clone_loads(f, &slice, &loads, &mut sub, g, &|v| def_at.contains_key(&v));
        prologue.extend(ops);
        for (j, t) in tiles.into_iter().enumerate() {
            first[j].push(t);
        }
    }

    // The body: iteration i's tiles come in as carried values (with those of the next
    // iterations behind them); iteration i + stages's are loaded before the first op that needs
    // a dot's result.
    let carried: Vec<Vec<ValueId>> = loads
        .iter()
        .map(|l| {
            (0..stages)
                .map(|_| {
                    let t = f.ty(l.results[0]).clone();
                    f.new_value(t)
                })
                .collect()
        })
        .collect();
    let mut use_sub: HashMap<ValueId, ValueId> = HashMap::new();
    for (l, c) in loads.iter().zip(&carried) {
        use_sub.insert(l.results[0], c[0]);
    }
    let mut next_ops = vec![];
    let (at, g) = offset_iv(f, &mut next_ops, iv, stages as i64);
    let mut sub: HashMap<ValueId, ValueId> = HashMap::new();
    sub.insert(iv, at);
    for (a, y) in args.iter().zip(&yielded) {
        sub.insert(*a, *y);
    }
    let (ops1, tiles1) = clone_loads(f, &slice, &loads, &mut sub, g, &|v| def_at.contains_key(&v));
    next_ops.extend(ops1);
    let old = std::mem::take(&mut body.ops);
    let mut early = vec![];
    let mut late = vec![];
    for (i, o) in old.into_iter().enumerate().take(n_ops - 1) {
        if picked.contains(&i) {
            continue;
        }
        let o = Op { kind: remap(&o.kind, &use_sub), ..o };
        if after_dots[i] {
            late.push(o);
        } else {
            early.push(o);
        }
    }
    let mut ys = yielded.clone();
    for (c, t) in carried.iter().zip(&tiles1) {
        ys.extend(c[1..].iter().copied());
        ys.push(*t);
    }
    body.ops = early;
    body.ops.extend(next_ops);
    body.ops.extend(late);
    body.ops.push(Op { kind: OpKind::Yield(ys), results: vec![], loc });
    for (c, t0) in carried.iter().zip(&first) {
        body.args.extend(c.iter().copied());
        inits.extend(t0.iter().copied());
    }
    let extra_tys: Vec<Type> = loads.iter().flat_map(|l| vec![f.ty(l.results[0]).clone(); stages]).collect();
    let extra: Vec<ValueId> = extra_tys.into_iter().map(|t| f.new_value(t)).collect();
    op.results.extend(extra);
    Some(prologue)
}

/// The values of `ops` (a block's, in order) computed from a dot at index `from` or later.
pub(crate) fn dot_results_from(ops: &[Op], from: usize) -> std::collections::HashSet<ValueId> {
    let mut out: std::collections::HashSet<ValueId> = Default::default();
    for (i, o) in ops.iter().enumerate() {
        let dot = i >= from && matches!(o.kind, OpKind::Dot { .. });
        if dot || o.kind.operands().iter().any(|v| out.contains(v)) {
            out.extend(o.results.iter().copied());
        }
    }
    out
}

/// Whether every read of `v` in `ops` (users: op indices by value) is combined with a value of
/// `tainted` (see `dot_results_from`), through single-use shape and element-wise ops: a lazy
/// evaluation reads `v` only where such a value exists, after its dot.
pub(crate) fn combined_with_dot(
    ops: &[Op],
    users: &HashMap<ValueId, Vec<usize>>,
    tainted: &std::collections::HashSet<ValueId>,
    v: ValueId,
    depth: usize,
) -> bool {
    let Some(us) = users.get(&v) else { return false };
    depth < 8
        && !us.is_empty()
        && us.iter().all(|&j| {
            let r = ops[j].results.first().copied();
            match ops[j].kind {
                OpKind::Dot { .. } | OpKind::Yield(_) => false,
                _ if r.is_some_and(|r| tainted.contains(&r)) => true,
                OpKind::ExpandDims(..)
                | OpKind::Broadcast(_)
                | OpKind::Reshape(_)
                | OpKind::Bin(..)
                | OpKind::Un(..)
                | OpKind::Cast(_) => r.is_some_and(|r| {
                    users.get(&r).is_some_and(|u| u.len() == 1) && combined_with_dot(ops, users, tainted, r, depth + 1)
                }),
                _ => false,
            }
        })
}

/// The ops (indices into `ops`) reading each value.
pub(crate) fn readers(ops: &[Op]) -> HashMap<ValueId, Vec<usize>> {
    let mut users: HashMap<ValueId, Vec<usize>> = HashMap::new();
    for (i, o) in ops.iter().enumerate() {
        for v in o.kind.operands() {
            users.entry(v).or_default().push(i);
        }
    }
    users
}
