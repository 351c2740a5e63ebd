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
    let defs = crate::analysis::defining_ops(f);
    let mut dot_operands = std::collections::HashSet::new();
    let mut use_count: HashMap<ValueId, usize> = HashMap::new();
    count(&f.body, &mut dot_operands, &mut use_count);
    let orig = f.clone();
    let mut body = std::mem::take(&mut f.body);
    rewrite_block(
        f,
        &mut body,
        &Ctx { axis: &axis, defs: &defs, dot_operands: &dot_operands, use_count: &use_count, orig: &orig },
    );
    f.body = body;
}

struct Ctx<'a> {
    axis: &'a AxisInfo,
    defs: &'a HashMap<ValueId, OpKind>,
    dot_operands: &'a std::collections::HashSet<ValueId>,
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

fn rewrite_block(f: &mut Function, b: &mut Block, cx: &Ctx) {
    let (axis, defs, dot_operands, use_count) = (cx.axis, cx.defs, cx.dot_operands, cx.use_count);
    let mut out = Vec::with_capacity(b.ops.len());
    for mut op in std::mem::take(&mut b.ops) {
        for inner in op.kind.blocks_mut() {
            rewrite_block(f, inner, cx);
        }
        if let OpKind::Load { ptr, mask, other } = op.kind.clone() {
            let r = op.results[0];
            let ty = f.ty(r).clone();
            let only_dot = dot_operands.contains(&r) && use_count.get(&r) == Some(&1);
            if ty.shape.len() == 2 && only_dot && axis.get(ptr).contiguity == 1 {
                let mut pre = vec![];
                let mut memo = HashMap::new();
                let mut t = Transposer { f, defs, pre: &mut pre, memo: &mut memo, loc: op.loc, leaves: 0 };
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
                    let mut probe = cx.orig.clone();
                    probe.types = f.types.clone();
                    probe.body.ops.extend(pre.iter().cloned());
                    let info = AxisInfo::compute(&probe);
                    if info.get(p2).contiguity >= 2 {
                        out.extend(pre);
                        out.push(Op { kind: OpKind::Permute(l2, vec![1, 0]), results: vec![r], loc: op.loc });
                        continue;
                    }
                }
            }
        }
        out.push(op);
    }
    b.ops = out;
}

struct Transposer<'a> {
    f: &'a mut Function,
    defs: &'a HashMap<ValueId, OpKind>,
    pre: &'a mut Vec<Op>,
    memo: &'a mut HashMap<ValueId, ValueId>,
    loc: Loc,
    /// Values that could not be rebuilt transposed (then the rewrite is not done).
    leaves: usize,
}

impl Transposer<'_> {
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
            _ => {
                self.leaves += 1;
                self.emit(Permute(v, vec![1, 0]), tty)
            }
        };
        self.memo.insert(v, r);
        r
    }
}
