//! Debug builds: every load and store is checked against the extent of the tensor argument its
//! pointer derives from, and device assertions are evaluated. A failed check skips the access
//! and records `(site + 1) << 48 | byte offset` in one 64-bit word that the launcher passes
//! and reads back after the launch, so the process (and a GPU context) survives. The
//! rewrite uses plain tile ops, so every target's lowering runs it unchanged.

use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// The hidden parameter holding the address of the record word.
pub const RECORD_PARAM: &str = "__tm_debug_record";

/// The hidden parameter holding the extent (bytes) of pointer parameter `name`.
pub fn extent_param(name: &str) -> String {
    format!("__tm_extent_{name}")
}

const OFFSET_BITS: u32 = 48;

/// Rewrite every `Check` and guard every load and store whose pointer derives from a pointer
/// parameter. Returns the pointer parameters whose extents the launcher must pass (in the
/// order of the hidden parameters); the record parameter comes last.
pub fn insert_debug_checks(func: &mut Function) -> Vec<String> {
    let mut prov: HashMap<ValueId, usize> =
        func.params.iter().enumerate().filter(|(_, p)| p.ty.dtype.is_ptr()).map(|(i, p)| (p.value, i)).collect();
    provenance(&func.body, &mut prov);
    let mut used: Vec<usize> = vec![];
    collect_checked(&func.body, &prov, &mut used);
    // Hidden parameters after the user's: one extent per checked tensor, then the record.
    let mut rw = Rewriter { func, prov, extents: HashMap::new(), record: ValueId(0) };
    let first_runtime = rw.func.params.len();
    let mut hidden_ops = vec![];
    let mut names = vec![];
    for (k, &pi) in used.iter().enumerate() {
        let name = rw.func.params[pi].name.clone();
        let v = rw.func.new_value(Type::scalar(DType::Scalar(Scalar::I64)));
        hidden_ops.push(Op { kind: OpKind::Param(first_runtime + k), results: vec![v], loc: Loc::default() });
        rw.func.params.push(Param {
            name: extent_param(&name),
            ty: Type::scalar(DType::Scalar(Scalar::I64)),
            value: v,
            divisible_by_16: false,
        });
        rw.extents.insert(pi, v);
        names.push(name);
    }
    let rec_ty = Type::scalar(DType::Ptr(Box::new(DType::Scalar(Scalar::I64))));
    let rec = rw.func.new_value(rec_ty.clone());
    hidden_ops.push(Op { kind: OpKind::Param(first_runtime + used.len()), results: vec![rec], loc: Loc::default() });
    rw.func.params.push(Param { name: RECORD_PARAM.into(), ty: rec_ty, value: rec, divisible_by_16: false });
    rw.record = rec;
    let body = std::mem::take(&mut rw.func.body);
    let mut body = rw.block(body);
    let at = body.ops.iter().take_while(|o| matches!(o.kind, OpKind::Param(_))).count();
    body.ops.splice(at..at, hidden_ops);
    rw.func.body = body;
    names
}

/// Which pointer parameter each pointer value derives from, where that is one parameter.
fn provenance(b: &Block, prov: &mut HashMap<ValueId, usize>) {
    for op in &b.ops {
        let from = |prov: &HashMap<ValueId, usize>, v: &ValueId| prov.get(v).copied();
        match &op.kind {
            OpKind::Splat(a)
            | OpKind::Broadcast(a)
            | OpKind::ExpandDims(a, _)
            | OpKind::Reshape(a)
            | OpKind::Permute(a, _)
            | OpKind::AddPtr(a, _)
            | OpKind::Bitcast(a) => {
                if let Some(p) = from(prov, a) {
                    prov.insert(op.results[0], p);
                }
            }
            OpKind::Select(_, a, c) => {
                if let (Some(p), Some(q)) = (from(prov, a), from(prov, c)) {
                    if p == q {
                        prov.insert(op.results[0], p);
                    }
                }
            }
            OpKind::For { inits, body, .. } => {
                for (i, init) in inits.iter().enumerate() {
                    if let Some(p) = from(prov, init) {
                        prov.insert(body.args[i + 1], p);
                        prov.insert(op.results[i], p);
                    }
                }
                provenance(body, prov);
            }
            OpKind::While { inits, before, body } => {
                for (i, init) in inits.iter().enumerate() {
                    if let Some(p) = from(prov, init) {
                        prov.insert(before.args[i], p);
                    }
                }
                provenance(before, prov);
                if let Some(Op { kind: OpKind::Condition(_, args), .. }) = before.ops.last() {
                    for (i, a) in args.iter().enumerate() {
                        if let Some(p) = from(prov, a) {
                            prov.insert(body.args[i], p);
                            prov.insert(op.results[i], p);
                        }
                    }
                }
                provenance(body, prov);
            }
            OpKind::If { then_block, else_block, .. } => {
                provenance(then_block, prov);
                provenance(else_block, prov);
                for (i, (t, e)) in then_block.yielded().iter().zip(else_block.yielded()).enumerate() {
                    if let (Some(p), Some(q)) = (from(prov, t), from(prov, e)) {
                        if p == q {
                            prov.insert(op.results[i], p);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

fn collect_checked(b: &Block, prov: &HashMap<ValueId, usize>, used: &mut Vec<usize>) {
    for op in &b.ops {
        let ptr = match &op.kind {
            OpKind::Load { ptr, .. } | OpKind::Store { ptr, .. } | OpKind::Atomic { ptr, .. } => Some(ptr),
            _ => None,
        };
        if let Some(p) = ptr.and_then(|p| prov.get(p)) {
            if !used.contains(p) {
                used.push(*p);
            }
        }
        for inner in op.kind.blocks() {
            collect_checked(inner, prov, used);
        }
    }
}

struct Rewriter<'f> {
    func: &'f mut Function,
    prov: HashMap<ValueId, usize>,
    extents: HashMap<usize, ValueId>,
    record: ValueId,
}

impl Rewriter<'_> {
    fn op(&mut self, out: &mut Vec<Op>, kind: OpKind, ty: Type, loc: Loc) -> ValueId {
        let v = self.func.new_value(ty);
        out.push(Op { kind, results: vec![v], loc });
        v
    }

    fn i64_const(&mut self, out: &mut Vec<Op>, x: i64, shape: &[i64], loc: Loc) -> ValueId {
        let c = self.op(out, OpKind::Const(Const::Int(x)), Type::scalar(DType::Scalar(Scalar::I64)), loc);
        self.splat(out, c, shape, loc)
    }

    fn splat(&mut self, out: &mut Vec<Op>, v: ValueId, shape: &[i64], loc: Loc) -> ValueId {
        if shape.is_empty() {
            return v;
        }
        let ty = self.func.ty(v).with_shape(shape.to_vec());
        self.op(out, OpKind::Splat(v), ty, loc)
    }

    /// The largest element of an i64 tile, as a scalar.
    fn reduce_max(&mut self, out: &mut Vec<Op>, mut v: ValueId, loc: Loc) -> ValueId {
        while !self.func.ty(v).shape.is_empty() {
            let shape = self.func.ty(v).shape[1..].to_vec();
            let ty = Type::tensor(DType::Scalar(Scalar::I64), shape);
            let ty = if ty.shape.is_empty() { Type::scalar(ty.dtype) } else { ty };
            v = self.op(out, OpKind::Reduce { input: v, axis: 0, kind: ReduceKind::Max }, ty, loc);
        }
        v
    }

    /// Store `(site + 1) << 48 | offset` into the record where `fail` (a scalar) holds and no
    /// earlier check of the program failed (the first failure is the one reported).
    fn record_failure(&mut self, out: &mut Vec<Op>, fail: ValueId, offset: Option<ValueId>, site: u32, loc: Loc) {
        let i64s = Type::scalar(DType::Scalar(Scalar::I64));
        let booln = Type::scalar(DType::Scalar(Scalar::I1));
        let cur = self.op(out, OpKind::Load { ptr: self.record, mask: Some(fail), other: None }, i64s, loc);
        let zero = self.i64_const(out, 0, &[], loc);
        let first = self.op(out, OpKind::Cmp(CmpOp::Eq, cur, zero), booln.clone(), loc);
        let fail = self.op(out, OpKind::Bin(BinOp::And, fail, first), booln, loc);
        let tag = ((site as i64) + 1) << OFFSET_BITS;
        let i64t = Type::scalar(DType::Scalar(Scalar::I64));
        let word = match offset {
            Some(off) => {
                let low = self.i64_const(out, (1i64 << OFFSET_BITS) - 1, &[], loc);
                let low = self.op(out, OpKind::Bin(BinOp::And, off, low), i64t.clone(), loc);
                let tag = self.i64_const(out, tag, &[], loc);
                self.op(out, OpKind::Bin(BinOp::Or, low, tag), i64t, loc)
            }
            None => self.i64_const(out, tag, &[], loc),
        };
        out.push(Op { kind: OpKind::Store { ptr: self.record, value: word, mask: Some(fail) }, results: vec![], loc });
    }

    fn block(&mut self, b: Block) -> Block {
        let mut out = Vec::with_capacity(b.ops.len());
        for mut op in b.ops {
            for inner in op.kind.blocks_mut() {
                let taken = std::mem::take(inner);
                *inner = self.block(taken);
            }
            match op.kind {
                OpKind::Check { cond, site } => self.assertion(&mut out, cond, site, op.loc),
                OpKind::Load { ptr, mask, other } if self.prov.contains_key(&ptr) => {
                    let mask = Some(self.bounds(&mut out, ptr, mask, "load", op.loc));
                    out.push(Op { kind: OpKind::Load { ptr, mask, other }, ..op });
                }
                OpKind::Store { ptr, value, mask } if self.prov.contains_key(&ptr) && ptr != self.record => {
                    let mask = Some(self.bounds(&mut out, ptr, mask, "store", op.loc));
                    out.push(Op { kind: OpKind::Store { ptr, value, mask }, ..op });
                }
                OpKind::Atomic { kind, ptr, val, cmp, mask, sem, scope } if self.prov.contains_key(&ptr) => {
                    let mask = Some(self.bounds(&mut out, ptr, mask, "atomic", op.loc));
                    out.push(Op { kind: OpKind::Atomic { kind, ptr, val, cmp, mask, sem, scope }, ..op });
                }
                _ => out.push(op),
            }
        }
        Block { args: b.args, ops: out }
    }

    fn assertion(&mut self, out: &mut Vec<Op>, cond: ValueId, site: u32, loc: Loc) {
        let ty = self.func.ty(cond).clone();
        let bad = self.op(out, OpKind::Un(UnOp::Not, cond), ty.clone(), loc);
        let fail = if ty.shape.is_empty() {
            bad
        } else {
            let one = self.i64_const(out, 1, &ty.shape, loc);
            let zero = self.i64_const(out, 0, &ty.shape, loc);
            let as_int = self.op(out, OpKind::Select(bad, one, zero), ty.with_dtype(DType::Scalar(Scalar::I64)), loc);
            let any = self.reduce_max(out, as_int, loc);
            let zero = self.i64_const(out, 0, &[], loc);
            self.op(out, OpKind::Cmp(CmpOp::Ne, any, zero), Type::scalar(DType::Scalar(Scalar::I1)), loc)
        };
        self.record_failure(out, fail, None, site, loc);
    }

    /// The access's new mask: the old one and "within the tensor"; failures are recorded.
    fn bounds(
        &mut self,
        out: &mut Vec<Op>,
        ptr: ValueId,
        mask: Option<ValueId>,
        access: &'static str,
        loc: Loc,
    ) -> ValueId {
        let pi = self.prov[&ptr];
        let param = self.func.params[pi].clone();
        let ext = self.extents[&pi];
        let pty = self.func.ty(ptr).clone();
        let shape = pty.shape.clone();
        let elem = pty.dtype.pointee().and_then(|d| d.scalar()).map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let i64s = Type::scalar(DType::Scalar(Scalar::I64));
        let i64t = pty.with_dtype(DType::Scalar(Scalar::I64));
        let boolt = pty.with_dtype(DType::Scalar(Scalar::I1));
        let addr = self.op(out, OpKind::Cast(ptr), i64t.clone(), loc);
        let base = self.op(out, OpKind::Cast(param.value), i64s.clone(), loc);
        let base = self.splat(out, base, &shape, loc);
        let off = self.op(out, OpKind::Bin(BinOp::Sub, addr, base), i64t.clone(), loc);
        let zero = self.i64_const(out, 0, &shape, loc);
        let esz = self.i64_const(out, elem, &[], loc);
        let last = self.op(out, OpKind::Bin(BinOp::Sub, ext, esz), i64s, loc);
        let last = self.splat(out, last, &shape, loc);
        let lo_ok = self.op(out, OpKind::Cmp(CmpOp::Ge, off, zero), boolt.clone(), loc);
        let hi_ok = self.op(out, OpKind::Cmp(CmpOp::Le, off, last), boolt.clone(), loc);
        let ok = self.op(out, OpKind::Bin(BinOp::And, lo_ok, hi_ok), boolt.clone(), loc);
        let not_ok = self.op(out, OpKind::Un(UnOp::Not, ok), boolt.clone(), loc);
        let (bad, new_mask) = match mask {
            Some(m) => {
                let bad = self.op(out, OpKind::Bin(BinOp::And, m, not_ok), boolt.clone(), loc);
                let keep = self.op(out, OpKind::Bin(BinOp::And, m, ok), boolt, loc);
                (bad, keep)
            }
            None => (not_ok, ok),
        };
        let site = self.func.checks.len() as u32;
        self.func.checks.push(CheckSite {
            kind: CheckKind::Bounds { access },
            loc,
            message: String::new(),
            param: Some(param.name.clone()),
        });
        let (fail, worst) = if shape.is_empty() {
            (bad, off)
        } else {
            let none = self.i64_const(out, i64::MIN, &shape, loc);
            let offs = self.op(out, OpKind::Select(bad, off, none), i64t, loc);
            let worst = self.reduce_max(out, offs, loc);
            let none = self.i64_const(out, i64::MIN, &[], loc);
            let fail = self.op(out, OpKind::Cmp(CmpOp::Ne, worst, none), Type::scalar(DType::Scalar(Scalar::I1)), loc);
            (fail, worst)
        };
        self.record_failure(out, fail, Some(worst), site, loc);
        new_mask
    }
}
