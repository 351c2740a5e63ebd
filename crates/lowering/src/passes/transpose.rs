//! Transposed loads (`kt = tl.load(K + offs_d[:, None] * stride_d + offs_n[None, :] * stride_n)`,
//! contiguous along the first dimension) feeding a dot become `trans(load(...))` of the tile
//! contiguous along its last dimension: the transpose is pushed through the address and mask
//! computations down to their 1-D and scalar leaves. The load is then vectorised (and copied
//! asynchronously on GPUs) like the `tl.trans(k)` spelling of the same kernel, and the dot reads
//! the transpose from shared memory as it does there.

use crate::axis::AxisInfo;
use std::collections::HashMap;
use tm_frontend::tile_ir::*;

pub fn sink_transposed_loads(f: &mut Function) {
    let axis = AxisInfo::compute(f);
    let defs = crate::passes::analysis::defining_ops(f);
    let mut dot_operands = std::collections::HashSet::new();
    let mut use_count: HashMap<ValueId, usize> = HashMap::new();
    count(&f.body, &mut dot_operands, &mut use_count);
    let mut dot_uses = HashMap::new();
    count_dot_uses(&f.body, &dot_operands, &use_count, &mut dot_uses);
    let orig = f.clone();
    let mut body = std::mem::take(&mut f.body);
    rewrite_block(
        f,
        &mut body,
        &Ctx { axis: &axis, defs: &defs, dot_uses: &dot_uses, use_count: &use_count, orig: &orig },
    );
    f.body = body;
    fold_double_transposes(f);
}

/// `trans(trans(x))` is `x`: the backward's `tl.trans(qT)` of a load the pass above turned into
/// `trans(load)`. Its readers read `x` itself, so the tile is staged once, in its load order,
/// and is not loaded a second time element by element for the other orientation.
fn fold_double_transposes(f: &mut Function) {
    fn find(b: &Block, trans_of: &mut HashMap<ValueId, ValueId>, same: &mut HashMap<ValueId, ValueId>) {
        for op in &b.ops {
            if let OpKind::Permute(x, p) = &op.kind {
                if p == &vec![1, 0] {
                    if let Some(&y) = trans_of.get(x) {
                        same.insert(op.results[0], y);
                    }
                    trans_of.insert(op.results[0], *x);
                }
            }
            for inner in op.kind.blocks() {
                find(inner, trans_of, same);
            }
        }
    }
    fn replace(b: &mut Block, same: &HashMap<ValueId, ValueId>) {
        for op in &mut b.ops {
            for v in op.kind.operands_mut() {
                if let Some(&y) = same.get(v) {
                    *v = y;
                }
            }
            for inner in op.kind.blocks_mut() {
                replace(inner, same);
            }
        }
    }
    let mut same = HashMap::new();
    find(&f.body, &mut HashMap::new(), &mut same);
    if !same.is_empty() {
        replace(&mut f.body, &same);
    }
}

struct Ctx<'a> {
    axis: &'a AxisInfo,
    defs: &'a HashMap<ValueId, OpKind>,
    /// Per value, its uses as a dot operand, directly or through one `tl.trans` feeding a dot.
    dot_uses: &'a HashMap<ValueId, usize>,
    use_count: &'a HashMap<ValueId, usize>,
    /// The function before the rewrite: new address computations are analysed appended to it.
    orig: &'a Function,
}

fn count(b: &Block, dots: &mut std::collections::HashSet<ValueId>, uses: &mut HashMap<ValueId, usize>) {
    for op in &b.ops {
        if let OpKind::Dot { a, b: bb, .. } = op.kind {
            dots.insert(a);
            dots.insert(bb);
        }
        for v in op.kind.operands() {
            *uses.entry(v).or_default() += 1;
        }
        for inner in op.kind.blocks() {
            count(inner, dots, uses);
        }
    }
}

/// Uses of each value as a dot operand, counting `trans(x)` that feeds only a dot as a use of `x`
/// (the flash-attention backward's `dot(k, qT)` and `dot(ds, trans(qT))`).
fn count_dot_uses(
    b: &Block,
    dots: &std::collections::HashSet<ValueId>,
    uses: &HashMap<ValueId, usize>,
    out: &mut HashMap<ValueId, usize>,
) {
    for op in &b.ops {
        match &op.kind {
            OpKind::Dot { a, b: bb, .. } => {
                *out.entry(*a).or_default() += 1;
                *out.entry(*bb).or_default() += 1;
            }
            OpKind::Permute(x, p)
                if p == &vec![1, 0] && dots.contains(&op.results[0]) && uses.get(&op.results[0]) == Some(&1) =>
            {
                *out.entry(*x).or_default() += 1;
            }
            _ => {}
        }
        for inner in op.kind.blocks() {
            count_dot_uses(inner, dots, uses, out);
        }
    }
}

fn rewrite_block(f: &mut Function, b: &mut Block, cx: &Ctx) {
    let (axis, defs, use_count) = (cx.axis, cx.defs, cx.use_count);
    let mut out = Vec::with_capacity(b.ops.len());
    for mut op in std::mem::take(&mut b.ops) {
        for inner in op.kind.blocks_mut() {
            rewrite_block(f, inner, cx);
        }
        match op.kind.clone() {
            OpKind::Load { ptr, mask, other } => {
                let r = op.results[0];
                let ty = f.ty(r).clone();
                let only_dot = use_count.get(&r).is_some_and(|n| cx.dot_uses.get(&r) == Some(n));
                if ty.shape.len() == 2 && only_dot && axis.get(ptr).contiguity == 1 {
                    let mut pre = vec![];
                    let mut memo = HashMap::new();
                    let mut t = Transposer::new(f, defs, &mut pre, &mut memo, op.loc);
                    let p2 = t.transposed(ptr, 0);
                    let m2 = mask.map(|m| t.transposed(m, 0));
                    let o2 = other.map(|o| t.transposed(o, 0));
                    // Worth it only when the address became contiguous along the new last dimension.
                    if t.leaves == 0 {
                        let tty = Type::tensor(ty.dtype.clone(), vec![ty.shape[1], ty.shape[0]]);
                        let l2 = f.new_value(tty);
                        pre.push(Op {
                            kind: OpKind::Load { ptr: p2, mask: m2, other: o2 },
                            results: vec![l2],
                            loc: op.loc,
                        });
                        if contiguous_after(cx, f, &pre, &[p2]) {
                            out.extend(pre);
                            out.push(Op { kind: OpKind::Permute(l2, vec![1, 0]), results: vec![r], loc: op.loc });
                            continue;
                        }
                    }
                }
            }
            // A dot operand computed from loads that are contiguous along its first dimension
            // (a column-major tile, decoded or cast): computed transposed, so that its loads are
            // vector loads, and transposed back where it is staged for the dot.
            OpKind::Dot { a, b: bb, acc, tf32 } => {
                let mut operands = [a, bb];
                let mut pre = vec![];
                for x in operands.iter_mut() {
                    if let Some(nx) = transposed_operand(f, cx, *x, op.loc, &mut pre) {
                        *x = nx;
                    }
                }
                if operands != [a, bb] {
                    out.extend(pre);
                    op.kind = OpKind::Dot { a: operands[0], b: operands[1], acc, tf32 };
                }
            }
            // A store through addresses contiguous along the first dimension only (a
            // column-major output): stored as the transpose of its value, by vector stores.
            OpKind::Store { ptr, value, mask } => {
                let ty = f.ty(ptr).clone();
                if ty.shape.len() == 2 && axis.get(ptr).contiguity == 1 {
                    let mut pre = vec![];
                    let mut memo = HashMap::new();
                    let mut t = Transposer::new(f, defs, &mut pre, &mut memo, op.loc);
                    let p2 = t.transposed(ptr, 0);
                    let m2 = mask.map(|m| t.transposed(m, 0));
                    if t.leaves == 0 && contiguous_after(cx, f, &pre, &[p2]) {
                        let vty = f.ty(value).clone();
                        let v2 = f.new_value(vty.with_shape(vec![vty.shape[1], vty.shape[0]]));
                        pre.push(Op { kind: OpKind::Permute(value, vec![1, 0]), results: vec![v2], loc: op.loc });
                        out.extend(pre);
                        out.push(Op {
                            kind: OpKind::Store { ptr: p2, value: v2, mask: m2 },
                            results: vec![],
                            loc: op.loc,
                        });
                        continue;
                    }
                }
            }
            _ => {}
        }
        out.push(op);
    }
    b.ops = out;
}

/// Whether every address in `ptrs` (built by `pre`) is contiguous along its last dimension.
fn contiguous_after(cx: &Ctx, f: &Function, pre: &[Op], ptrs: &[ValueId]) -> bool {
    let mut probe = cx.orig.clone();
    probe.types = f.types.clone();
    probe.body.ops.extend(pre.iter().cloned());
    let info = AxisInfo::compute(&probe);
    ptrs.iter().all(|p| info.get(*p).contiguity >= 2)
}

/// `trans(x')` for dot operand `x` when `x` is used once and rebuilding it transposed makes
/// its loads contiguous (none of them is now); the ops go to `pre`.
fn transposed_operand(f: &mut Function, cx: &Ctx, x: ValueId, loc: Loc, pre: &mut Vec<Op>) -> Option<ValueId> {
    transposed_tile(f, cx, x, loc, pre, false)
}

/// `transposed_operand` of `x`; `load_ok`: `x` may itself be the load. A widening cast stays
/// outermost (`cast(trans(x'))`), so that engines reading narrow operands through it still see it.
fn transposed_tile(
    f: &mut Function,
    cx: &Ctx,
    x: ValueId,
    loc: Loc,
    pre: &mut Vec<Op>,
    load_ok: bool,
) -> Option<ValueId> {
    let ty = f.ty(x).clone();
    if ty.shape.len() != 2 || cx.use_count.get(&x) != Some(&1) {
        return None;
    }
    match cx.defs.get(&x) {
        Some(OpKind::Cast(inner)) if f.ty(*inner).shape == ty.shape => {
            let inner = *inner;
            let t = transposed_tile(f, cx, inner, loc, pre, true)?;
            let r = f.new_value(ty);
            pre.push(Op { kind: OpKind::Cast(t), results: vec![r], loc });
            return Some(r);
        }
        // Direct dot operand loads are handled where they stand, and trans(..) already is
        // what this makes.
        Some(OpKind::Load { .. }) if load_ok => {}
        Some(OpKind::Load { .. } | OpKind::Permute(..)) | None => return None,
        _ => {}
    }
    let mut own = vec![];
    let mut memo = HashMap::new();
    let mut t = Transposer::new(f, cx.defs, &mut own, &mut memo, loc);
    t.loads = true;
    let x2 = t.transposed(x, 0);
    let (old_ptrs, new_ptrs) = (std::mem::take(&mut t.old_ptrs), std::mem::take(&mut t.new_ptrs));
    let mut all = pre.clone();
    all.extend(own.iter().cloned());
    if new_ptrs.is_empty()
        || old_ptrs.iter().any(|p| cx.axis.get(*p).contiguity > 1)
        || !contiguous_after(cx, f, &all, &new_ptrs)
    {
        return None;
    }
    let r = f.new_value(ty);
    own.push(Op { kind: OpKind::Permute(x2, vec![1, 0]), results: vec![r], loc });
    pre.extend(own);
    Some(r)
}

struct Transposer<'a> {
    f: &'a mut Function,
    defs: &'a HashMap<ValueId, OpKind>,
    pre: &'a mut Vec<Op>,
    memo: &'a mut HashMap<ValueId, ValueId>,
    loc: Loc,
    /// Values that could not be rebuilt transposed (then the rewrite is not done).
    leaves: usize,
    /// Whether 2-D loads are rebuilt transposed (their addresses, masks and fill values).
    loads: bool,
    /// The addresses of the loads rebuilt, before and after.
    old_ptrs: Vec<ValueId>,
    new_ptrs: Vec<ValueId>,
}

impl<'a> Transposer<'a> {
    fn new(
        f: &'a mut Function,
        defs: &'a HashMap<ValueId, OpKind>,
        pre: &'a mut Vec<Op>,
        memo: &'a mut HashMap<ValueId, ValueId>,
        loc: Loc,
    ) -> Self {
        Transposer { f, defs, pre, memo, loc, leaves: 0, loads: false, old_ptrs: vec![], new_ptrs: vec![] }
    }

    fn emit(&mut self, kind: OpKind, ty: Type) -> ValueId {
        let v = self.f.new_value(ty);
        self.pre.push(Op { kind, results: vec![v], loc: self.loc });
        v
    }

    /// `v` (2-D) transposed, built from transposed operands where the op allows it.
    fn transposed(&mut self, v: ValueId, depth: usize) -> ValueId {
        if let Some(t) = self.memo.get(&v) {
            return *t;
        }
        let ty = self.f.ty(v).clone();
        let tty = ty.with_shape(vec![ty.shape[1], ty.shape[0]]);
        use OpKind::*;
        let kind = if depth > 64 { None } else { self.defs.get(&v).cloned() };
        let r = match kind {
            Some(Splat(s)) => self.emit(Splat(s), tty),
            Some(Broadcast(x)) if self.f.ty(x).shape.len() == 2 => {
                let xt = self.transposed(x, depth + 1);
                self.emit(Broadcast(xt), tty)
            }
            Some(ExpandDims(a, ax)) if self.f.ty(a).shape.len() == 1 => self.emit(ExpandDims(a, 1 - ax), tty),
            Some(Permute(x, p)) if p == vec![1, 0] => x,
            Some(Bin(o, x, y)) => {
                let (xt, yt) = (self.transposed(x, depth + 1), self.transposed(y, depth + 1));
                self.emit(Bin(o, xt, yt), tty)
            }
            Some(Cmp(o, x, y)) => {
                let (xt, yt) = (self.transposed(x, depth + 1), self.transposed(y, depth + 1));
                self.emit(Cmp(o, xt, yt), tty)
            }
            Some(AddPtr(x, y)) => {
                let (xt, yt) = (self.transposed(x, depth + 1), self.transposed(y, depth + 1));
                self.emit(AddPtr(xt, yt), tty)
            }
            Some(Select(c, x, y)) => {
                let ct = self.transposed(c, depth + 1);
                let (xt, yt) = (self.transposed(x, depth + 1), self.transposed(y, depth + 1));
                self.emit(Select(ct, xt, yt), tty)
            }
            Some(Cast(x)) => {
                let xt = self.transposed(x, depth + 1);
                self.emit(Cast(xt), tty)
            }
            Some(Un(o, x)) => {
                let xt = self.transposed(x, depth + 1);
                self.emit(Un(o, xt), tty)
            }
            Some(Bitcast(x)) => {
                let xt = self.transposed(x, depth + 1);
                self.emit(Bitcast(xt), tty)
            }
            Some(Load { ptr, mask, other }) if self.loads => {
                let p = self.transposed(ptr, depth + 1);
                let m = mask.map(|m| self.transposed(m, depth + 1));
                let o = other.map(|o| self.transposed(o, depth + 1));
                self.old_ptrs.push(ptr);
                self.new_ptrs.push(p);
                self.emit(Load { ptr: p, mask: m, other: o }, tty)
            }
            _ => {
                self.leaves += 1;
                self.emit(Permute(v, vec![1, 0]), tty)
            }
        };
        self.memo.insert(v, r);
        r
    }
}
