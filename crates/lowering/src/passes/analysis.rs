//! Use analysis over a tile program, shared by the lowerings.

use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// Where a value is used, seen from the block that defines it.
#[derive(Default, Debug, Clone)]
pub struct Uses {
    /// Indices (in the defining block) of the ops that use the value; a use inside a nested
    /// block counts as a use by the op that owns that block.
    pub users: Vec<usize>,
    /// Used inside a nested block (a loop body or a branch).
    pub nested: bool,
}

pub struct UseInfo {
    pub uses: HashMap<ValueId, Uses>,
    /// The op defining each value, by (block id, op index); block ids are assigned in walk order.
    pub def: HashMap<ValueId, (usize, usize)>,
}

impl UseInfo {
    pub fn compute(f: &Function) -> UseInfo {
        let mut info = UseInfo { uses: HashMap::new(), def: HashMap::new() };
        let mut next_block = 0;
        info.walk(&f.body, &mut next_block, &mut vec![]);
        info
    }

    /// `stack` holds, for each enclosing block, (values defined there, index of the op being walked).
    fn walk(&mut self, b: &Block, next_block: &mut usize, stack: &mut Vec<(Vec<ValueId>, usize)>) {
        let id = *next_block;
        *next_block += 1;
        stack.push((b.args.clone(), 0));
        for (i, op) in b.ops.iter().enumerate() {
            stack.last_mut().unwrap().1 = i;
            for v in op.kind.operands() {
                self.record_use(v, stack);
            }
            for inner in op.kind.blocks() {
                self.walk(inner, next_block, stack);
            }
            for r in &op.results {
                self.def.insert(*r, (id, i));
                stack.last_mut().unwrap().0.push(*r);
            }
        }
        stack.pop();
    }

    fn record_use(&mut self, v: ValueId, stack: &[(Vec<ValueId>, usize)]) {
        let depth = stack.len();
        for (level, (defs, op_index)) in stack.iter().enumerate().rev() {
            if defs.contains(&v) {
                let u = self.uses.entry(v).or_default();
                u.users.push(*op_index);
                if level + 1 != depth {
                    u.nested = true;
                }
                return;
            }
        }
    }

    pub fn get(&self, v: ValueId) -> Uses {
        self.uses.get(&v).cloned().unwrap_or_default()
    }
}

/// Every value read in `b`, its nested blocks included.
pub fn collect_uses(b: &Block, out: &mut std::collections::HashSet<ValueId>) {
    for op in &b.ops {
        out.extend(op.kind.operands());
        for inner in op.kind.blocks() {
            collect_uses(inner, out);
        }
    }
}

/// The op kind defining each value of `f`, for ops without regions (what tile rewrites may
/// rebuild or look through; loops and branches are not copied).
pub fn defining_ops(f: &Function) -> HashMap<ValueId, OpKind> {
    fn walk(b: &Block, out: &mut HashMap<ValueId, OpKind>) {
        for op in &b.ops {
            let inner = op.kind.blocks();
            if inner.is_empty() && op.results.len() == 1 {
                out.insert(op.results[0], op.kind.clone());
            }
            for blk in inner {
                walk(blk, out);
            }
        }
    }
    let mut out = HashMap::new();
    walk(&f.body, &mut out);
    out
}

/// Drop the ops whose results nothing uses and that have no effect (values computed only for a
/// `tl.device_assert` of a build without debug, unused loads), so they cost nothing. Parameters
/// stay: the kernel's signature is read from them.
pub fn remove_unused_values(f: &mut Function) {
    fn count(b: &Block, n: &mut HashMap<ValueId, usize>) {
        for op in &b.ops {
            for v in op.kind.operands() {
                *n.entry(v).or_default() += 1;
            }
            for inner in op.kind.blocks() {
                count(inner, n);
            }
        }
    }
    fn sweep(b: &mut Block, n: &HashMap<ValueId, usize>) -> bool {
        let before = b.ops.len();
        b.ops.retain(|op| {
            let removable = !op.kind.has_side_effects()
                && op.kind.blocks().is_empty()
                && !matches!(op.kind, OpKind::Param(_))
                && !op.results.is_empty();
            !(removable && op.results.iter().all(|r| n.get(r).copied().unwrap_or(0) == 0))
        });
        let mut changed = b.ops.len() != before;
        for op in &mut b.ops {
            for inner in op.kind.blocks_mut() {
                changed |= sweep(inner, n);
            }
        }
        changed
    }
    loop {
        let mut n = HashMap::new();
        count(&f.body, &mut n);
        if !sweep(&mut f.body, &n) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unused_chains_go_and_effects_stay() {
        let mut f = Function { name: "k".into(), ..Default::default() };
        let scalar = |f: &mut Function| f.new_value(Type::scalar(DType::Scalar(Scalar::I32)));
        let (p, a, b) = (scalar(&mut f), scalar(&mut f), scalar(&mut f));
        let op = |kind, results| Op { kind, results, loc: Loc::default() };
        f.body.ops = vec![
            op(OpKind::Param(0), vec![p]),
            op(OpKind::ProgramId(0), vec![a]),
            op(OpKind::Bin(BinOp::Add, a, p), vec![b]), // used by nothing: goes, then `a` goes
            op(OpKind::Barrier, vec![]),
        ];
        remove_unused_values(&mut f);
        let kinds: Vec<String> = f.body.ops.iter().map(|o| format!("{:?}", o.kind)).collect();
        assert_eq!(kinds, vec!["Param(0)", "Barrier"]);
    }
}
