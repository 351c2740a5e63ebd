//! Block pointers (`tl.make_block_ptr`, `tl.advance`) and tensor descriptors (kernel arguments
//! made on the host, `tl.make_tensor_descriptor`, the documentation's
//! `tl._experimental_descriptor_load/store`). Each access becomes a tile of pointers with a bounds
//! mask, so every target lowers it as ordinary masked loads and stores; out-of-bounds elements
//! read as the padding and are not written, as upstream's.

use super::*;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum BlockKind {
    /// `tl.make_block_ptr`: offsets travel with the pointer, bounds are checked where asked.
    Pointer,
    /// A tensor descriptor: offsets are given per access, every dimension is bounds-checked.
    Descriptor,
}

#[derive(Clone, Debug)]
pub(super) struct BlockRef {
    pub(super) kind: BlockKind,
    /// A scalar pointer to the tensor's first element.
    pub(super) base: ValueId,
    /// Scalar integers, one per dimension.
    pub(super) shape: Vec<ValueId>,
    /// Scalar integers in elements; `None` is a stride known to be 1 (the contiguous dimension).
    pub(super) strides: Vec<Option<ValueId>>,
    /// Block pointers only: the block's position, scalar int32.
    pub(super) offsets: Vec<ValueId>,
    pub(super) block: Vec<i64>,
    pub(super) order: Vec<i64>,
    pub(super) padding_nan: bool,
    /// What a target's copy engine reads this descriptor through (`OpKind::DescriptorLoad`'s
    /// `desc`): the kernel parameter a host-made descriptor came in, or the tensor map written on
    /// the device for one `tl.make_tensor_descriptor` made (`OpKind::MakeTensorMap`).
    pub(super) engine_desc: Option<String>,
}

impl BlockRef {
    /// A tensor descriptor: rows innermost last, offsets given per access.
    fn descriptor(
        base: ValueId,
        shape: Vec<ValueId>,
        strides: Vec<Option<ValueId>>,
        block: Vec<i64>,
        padding_nan: bool,
        engine_desc: Option<String>,
    ) -> BlockRef {
        let order = (0..block.len() as i64).rev().collect();
        BlockRef {
            kind: BlockKind::Descriptor,
            base,
            shape,
            strides,
            offsets: vec![],
            block,
            order,
            padding_nan,
            engine_desc,
        }
    }

    /// Whether `other` is this block (pointer) at other offsets: what a loop may carry.
    pub(super) fn same_tensor(&self, other: &BlockRef) -> bool {
        self.kind == other.kind
            && self.base == other.base
            && self.shape == other.shape
            && self.strides == other.strides
            && self.block == other.block
            && self.order == other.order
            && self.padding_nan == other.padding_nan
    }

    fn what(&self) -> &'static str {
        match self.kind {
            BlockKind::Pointer => "block pointer",
            BlockKind::Descriptor => "tensor descriptor",
        }
    }

    pub(super) fn describe(&self, l: &Lowerer) -> String {
        let elem = l.ty(self.base).dtype.pointee().map(|d| d.tl_name()).unwrap_or_default();
        format!("{}<{}{:?}>", self.what(), elem, self.block)
    }
}

/// Separator of the hidden names under which a loop carries a block pointer's offsets.
pub(super) const OFFSET_MARK: char = '#';

impl<'a> Lowerer<'a> {
    /// The elements of a tuple or list argument (a single value is a one-element list).
    fn items(&self, v: Val) -> Vec<Val> {
        match v {
            Val::Tuple(t) => t,
            other => vec![other],
        }
    }

    fn scalar_int(&mut self, v: Val, want: Scalar, what: &str, at: &Json) -> R<ValueId> {
        let id = match v {
            Val::Py(p @ (Py::Int(_) | Py::Bool(_))) => self.const_scalar(Const::Int(p.as_int().unwrap()), want),
            Val::Ir(id) if !self.ty(id).is_tensor() && self.ty(id).dtype.is_int() => id,
            other => {
                return Err(self.err_at(at, &format!("{what} must be integer scalars, got {}", self.describe(&other))))
            }
        };
        Ok(self.cast(id, &DType::Scalar(want)))
    }

    fn block_dims(&self, v: Val, what: &str, at: &Json) -> R<Vec<i64>> {
        let dims = self.items(v).iter().map(|x| self.const_int(x, what, at)).collect::<R<Vec<_>>>()?;
        if dims.is_empty() || dims.len() > 5 {
            return Err(
                self.err_at(at, &format!("{what}: between 1 and 5 dimensions are supported, got {}", dims.len()))
            );
        }
        for d in &dims {
            if *d <= 0 || d & (d - 1) != 0 {
                return Err(self.err_at(at, &format!("{what} must be powers of 2, got {dims:?}")));
            }
        }
        if dims.iter().product::<i64>() > 1 << 20 {
            return Err(self.err_at(at, &format!("{what} {dims:?} has more than 2**20 elements")));
        }
        Ok(dims)
    }

    fn base_pointer(&self, v: &Val, fname: &str, at: &Json) -> R<ValueId> {
        match v {
            Val::Ir(id) if self.ty(*id).dtype.is_ptr() && !self.ty(*id).is_tensor() => Ok(*id),
            other => {
                Err(self
                    .err_at(at, &format!("tl.{fname}: base must be a scalar pointer, got {}", self.describe(other))))
            }
        }
    }

    /// `tl.make_block_ptr(base, shape, strides, offsets, block_shape, order)`.
    pub(super) fn make_block_ptr(&mut self, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let f = "make_block_ptr";
        let a = self.bind(f, args, kwargs, &["base", "shape", "strides", "offsets", "block_shape", "order"], at)?;
        let base = self.base_pointer(&self.need(&a, 0, f, "base", at)?, f, at)?;
        let block = self.block_dims(self.need(&a, 4, f, "block_shape", at)?, "tl.make_block_ptr: block_shape", at)?;
        let rank = block.len();
        let list = |l: &mut Self, i: usize, name: &str| -> R<Vec<Val>> {
            let v = l.items(l.need(&a, i, f, name, at)?);
            if v.len() != rank {
                return Err(l.err_at(
                    at,
                    &format!("tl.make_block_ptr: {name} has {} entries but block_shape has {rank}", v.len()),
                ));
            }
            Ok(v)
        };
        let shape_v = list(self, 1, "shape")?;
        let strides_v = list(self, 2, "strides")?;
        let offsets_v = list(self, 3, "offsets")?;
        let order_v = list(self, 5, "order")?;
        let mut order = vec![];
        for o in &order_v {
            order.push(self.const_int(o, "tl.make_block_ptr: order", at)?);
        }
        let mut sorted = order.clone();
        sorted.sort();
        if sorted != (0..rank as i64).collect::<Vec<_>>() {
            return Err(
                self.err_at(at, &format!("tl.make_block_ptr: order must be a permutation of 0..{rank}, got {order:?}"))
            );
        }
        let mut shape = vec![];
        for v in shape_v {
            shape.push(self.scalar_int(v, Scalar::I64, "tl.make_block_ptr: shape entries", at)?);
        }
        let mut strides = vec![];
        for v in strides_v {
            strides.push(match v {
                Val::Py(p) if p.as_int() == Some(1) => None,
                v => Some(self.scalar_int(v, Scalar::I64, "tl.make_block_ptr: strides", at)?),
            });
        }
        let mut offsets = vec![];
        for v in offsets_v {
            offsets.push(self.scalar_int(v, Scalar::I32, "tl.make_block_ptr: offsets", at)?);
        }
        let b = BlockRef {
            kind: BlockKind::Pointer,
            base,
            shape,
            strides,
            offsets,
            block,
            order,
            padding_nan: false,
            engine_desc: None,
        };
        Ok(Val::Block(Box::new(b)))
    }

    /// `tl.advance(base, offsets)`: the block pointer moved by `offsets`.
    pub(super) fn advance(&mut self, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let a = self.bind("advance", args, kwargs, &["base", "offsets"], at)?;
        let mut b = match self.need(&a, 0, "advance", "base", at)? {
            Val::Block(b) if b.kind == BlockKind::Pointer => b,
            other => {
                return Err(self.err_at(
                    at,
                    &format!("tl.advance needs a block pointer (tl.make_block_ptr), got {}", self.describe(&other)),
                ))
            }
        };
        let deltas = self.items(self.need(&a, 1, "advance", "offsets", at)?);
        if deltas.len() != b.block.len() {
            return Err(self.err_at(
                at,
                &format!("tl.advance: {} offsets for a block pointer of rank {}", deltas.len(), b.block.len()),
            ));
        }
        for (i, d) in deltas.into_iter().enumerate() {
            if matches!(d, Val::Py(Py::Int(0))) {
                continue;
            }
            let d = self.scalar_int(d, Scalar::I32, "tl.advance: offsets", at)?;
            let sum = self.bin(BinOp::Add, Val::Ir(b.offsets[i]), Val::Ir(d), at)?;
            b.offsets[i] = self.to_value(sum, at)?;
        }
        Ok(Val::Block(b))
    }

    /// `tl.make_tensor_descriptor(base, shape, strides, block_shape, padding_option="zero")`.
    pub(super) fn make_tensor_descriptor(&mut self, args: Vec<Val>, kwargs: Vec<(String, Val)>, at: &Json) -> R<Val> {
        let f = "make_tensor_descriptor";
        let a = self.bind(f, args, kwargs, &["base", "shape", "strides", "block_shape", "padding_option"], at)?;
        let base = self.base_pointer(&self.need(&a, 0, f, "base", at)?, f, at)?;
        let block =
            self.block_dims(self.need(&a, 3, f, "block_shape", at)?, "tl.make_tensor_descriptor: block_shape", at)?;
        let rank = block.len();
        let shape_v = self.items(self.need(&a, 1, f, "shape", at)?);
        let strides_v = self.items(self.need(&a, 2, f, "strides", at)?);
        if shape_v.len() != rank || strides_v.len() != rank {
            return Err(self.err_at(
                at,
                &format!(
                    "tl.make_tensor_descriptor: shape ({}), strides ({}) and block_shape ({rank}) must have the same length",
                    shape_v.len(),
                    strides_v.len()
                ),
            ));
        }
        let mut shape = vec![];
        for v in shape_v {
            shape.push(self.scalar_int(v, Scalar::I32, "tl.make_tensor_descriptor: shape entries", at)?);
        }
        let mut strides = vec![];
        for (i, v) in strides_v.into_iter().enumerate() {
            if i + 1 == rank {
                // the last dimension is contiguous, as for the copy engines
                if let Val::Py(p) = &v {
                    if p.as_int() != Some(1) {
                        return Err(self.err_at(
                            at,
                            &format!("tl.make_tensor_descriptor: the last stride must be 1, got {}", p.repr()),
                        ));
                    }
                }
                strides.push(None);
            } else {
                strides.push(Some(self.scalar_int(v, Scalar::I64, "tl.make_tensor_descriptor: strides", at)?));
            }
        }
        let padding_nan = match a.get(4) {
            None | Some(Val::Py(Py::None)) => false,
            Some(Val::Py(Py::Str(s))) if s == "zero" || s.is_empty() => false,
            Some(Val::Py(Py::Str(s))) if s == "nan" => true,
            Some(other) => {
                return Err(self.err_at(
                    at,
                    &format!(
                        "tl.make_tensor_descriptor: padding_option must be \"zero\" or \"nan\", got {}",
                        self.describe(&other)
                    ),
                ))
            }
        };
        self.assume_descriptor_alignment(base, &strides);
        // The tensor map a copy engine would read it through, written where the descriptor is
        // made; targets that read it with ordinary loads drop it (`passes::descriptors`).
        let name = format!("tensor_map.{}", self.types.len());
        let map = OpKind::MakeTensorMap {
            name: name.clone(),
            base,
            shape: shape.clone(),
            strides: strides.iter().flatten().copied().collect(),
            block: block.clone(),
            slot: 0,
        };
        self.emit1(map, Type::scalar(DType::Ptr(Box::new(DType::Scalar(Scalar::I8)))));
        let b = BlockRef::descriptor(base, shape, strides, block, padding_nan, Some(name));
        Ok(Val::Block(Box::new(b)))
    }

    /// A descriptor's contract (the copy engines' rule, which upstream states and the host
    /// `TensorDescriptor` checks): the base is 16-byte aligned and every stride but the last is a
    /// multiple of 16 bytes. Recorded as facts on the values, as `tl.multiple_of` would, so that
    /// descriptor reads are vectorised even where the base and strides are loaded at run time.
    fn assume_descriptor_alignment(&mut self, base: ValueId, strides: &[Option<ValueId>]) {
        let elem = self.ty(base).dtype.pointee().and_then(|d| d.scalar()).map_or(1, |s| s.mem_bytes() as i64);
        let mut at_least = |v: ValueId, d: i64| {
            let h = self.hints.entry(v).or_default();
            h.divisibility = Some(h.divisibility.unwrap_or(1).max(d));
        };
        at_least(base, 16);
        for s in strides.iter().flatten() {
            at_least(*s, (16 / elem).max(1));
        }
    }

    /// A descriptor kernel parameter: the base pointer, then `rank` int32 sizes, then `rank`
    /// int64 strides, as the launcher passes them.
    pub(super) fn descriptor_param(
        &mut self,
        spec: &ParamSpec,
        runtime_index: &mut usize,
        params: &mut Vec<Param>,
        at: &Json,
    ) -> R<Val> {
        let bad = |l: &Self, what: &str| l.err_at(at, &format!("parameter '{}': {what}", spec.name));
        let block: Vec<i64> = spec.value["block_shape"]
            .as_array()
            .map(|a| a.iter().filter_map(|x| x.as_i64()).collect())
            .ok_or_else(|| bad(self, "a tensor descriptor needs its block_shape"))?;
        let rank = block.len();
        if rank == 0 || rank > 5 {
            return Err(bad(self, "tensor descriptors have 1 to 5 dimensions"));
        }
        let dtype_name = spec.dtype.clone().unwrap_or_default();
        let elem = Scalar::from_name(&dtype_name).ok_or_else(|| bad(self, &format!("unknown dtype '{dtype_name}'")))?;
        let stride_div16: Vec<bool> = spec.value["strides_div16"]
            .as_array()
            .map(|a| a.iter().map(|x| x.as_bool().unwrap_or(false)).collect())
            .unwrap_or_default();
        let mut param = |l: &mut Self, name: String, dtype: DType, div16: bool| {
            l.push_param(name, dtype, div16, runtime_index, params)
        };
        let base = param(self, spec.name.clone(), DType::Ptr(Box::new(DType::Scalar(elem))), spec.align16);
        let shape_div16: Vec<bool> = spec.value["shape_div16"]
            .as_array()
            .map(|a| a.iter().map(|x| x.as_bool().unwrap_or(false)).collect())
            .unwrap_or_default();
        let mut shape = vec![];
        for i in 0..rank {
            let div16 = shape_div16.get(i).copied().unwrap_or(false);
            shape.push(param(self, format!("{}.shape{i}", spec.name), DType::Scalar(Scalar::I32), div16));
        }
        let mut strides = vec![];
        for i in 0..rank {
            let div16 = stride_div16.get(i).copied().unwrap_or(false);
            let s = param(self, format!("{}.stride{i}", spec.name), DType::Scalar(Scalar::I64), div16);
            strides.push(if i + 1 == rank { None } else { Some(s) });
        }
        let padding_nan = spec.value["padding"].as_str() == Some("nan");
        self.assume_descriptor_alignment(base, &strides);
        let b = BlockRef::descriptor(base, shape, strides, block, padding_nan, Some(spec.name.clone()));
        Ok(Val::Block(Box::new(b)))
    }

    /// Pointers to the block at `offsets` (one scalar per dimension, added to an `arange` of the
    /// block along it) and the mask of the dimensions in `checked`.
    fn block_pointers(
        &mut self,
        b: &BlockRef,
        offsets: &[ValueId],
        checked: &[usize],
        at: &Json,
    ) -> R<(ValueId, Option<ValueId>)> {
        let rank = b.block.len();
        let mut ptr = Val::Ir(b.base);
        let mut mask: Option<Val> = None;
        for d in 0..rank {
            let n = b.block[d];
            let ar = self.emit1(OpKind::Arange(0, n), Type::tensor(DType::Scalar(Scalar::I32), vec![n]));
            let mut dims = vec![1; rank];
            dims[d] = n;
            let ar = self.reshaped(ar, dims);
            let idx = self.bin(BinOp::Add, Val::Ir(ar), Val::Ir(offsets[d]), at)?;
            let term = match b.strides[d] {
                None => idx.clone(),
                Some(s) => {
                    let wide = self.to_value(idx.clone(), at)?;
                    let wide = self.cast(wide, &DType::Scalar(Scalar::I64));
                    self.bin(BinOp::Mul, Val::Ir(wide), Val::Ir(s), at)?
                }
            };
            ptr = self.ptr_arith("Add", ptr, term, at)?;
            if checked.contains(&d) {
                let lo = self.compare("GtE", idx.clone(), Val::Py(Py::Int(0)), at)?;
                let hi = self.compare("Lt", idx, Val::Ir(b.shape[d]), at)?;
                let inside = self.bin(BinOp::And, lo, hi, at)?;
                mask = Some(match mask {
                    None => inside,
                    Some(m) => self.bin(BinOp::And, m, inside, at)?,
                });
            }
        }
        let ptr = self.to_value(ptr, at)?;
        let ptr = self.broadcast_to(ptr, &b.block, at)?;
        let mask = match mask {
            None => None,
            Some(m) => {
                let m = self.to_value(m, at)?;
                Some(self.broadcast_to(m, &b.block, at)?)
            }
        };
        Ok((ptr, mask))
    }

    fn padding_value(&self, b: &BlockRef, nan: bool, at: &Json) -> R<Val> {
        if !nan {
            return Ok(Val::Py(Py::Int(0)));
        }
        let elem = self.ty(b.base).dtype.pointee().and_then(|d| d.scalar());
        if !elem.is_some_and(|s| s.is_float()) {
            return Err(self.err_at(at, &format!("padding_option=\"nan\" needs a floating-point {}", b.what())));
        }
        Ok(Val::Py(Py::Float(f64::NAN)))
    }

    /// Which dimensions a `boundary_check` argument names (a tuple of constexpr ints).
    fn boundary_dims(&self, v: Option<Val>, rank: usize, at: &Json) -> R<Vec<usize>> {
        let Some(v) = v else { return Ok(vec![]) };
        if matches!(v, Val::Py(Py::None)) {
            return Ok(vec![]);
        }
        let mut out = vec![];
        for x in self.items(v) {
            let d = self.const_int(&x, "boundary_check entries", at)?;
            if d < 0 || d as usize >= rank {
                return Err(self.err_at(at, &format!("boundary_check: dimension {d} is out of range for rank {rank}")));
            }
            out.push(d as usize);
        }
        Ok(out)
    }

    /// `tl.load` / `tl.store` of a block pointer (the keyword arguments are the call's).
    pub(super) fn block_load_store(
        &mut self,
        store: bool,
        b: &BlockRef,
        value: Option<Val>,
        kwargs: &[(String, Val)],
        at: &Json,
    ) -> R<Val> {
        let fname = if store { "store" } else { "load" };
        if b.kind == BlockKind::Descriptor {
            return Err(self.err_at(
                at,
                &format!(
                    "tl.{fname} of a tensor descriptor: use desc.{fname}(offsets{})",
                    if store { ", value" } else { "" }
                ),
            ));
        }
        let mut checked = vec![];
        let mut nan = false;
        for (k, v) in kwargs {
            match k.as_str() {
                "boundary_check" => checked = self.boundary_dims(Some(v.clone()), b.block.len(), at)?,
                "padding_option" if !store => {
                    nan = match v {
                        Val::Py(Py::Str(s)) if s == "nan" => true,
                        Val::Py(Py::Str(s)) if s == "zero" || s.is_empty() => false,
                        Val::Py(Py::None) => false,
                        other => {
                            return Err(self.err_at(
                                at,
                                &format!("padding_option must be \"zero\" or \"nan\", got {}", self.describe(other)),
                            ))
                        }
                    }
                }
                "mask" | "other" => {
                    return Err(self.err_at(
                        at,
                        &format!(
                            "tl.{fname} of a block pointer takes boundary_check{}, not {k}",
                            if store { "" } else { " and padding_option" }
                        ),
                    ))
                }
                _ => {}
            }
        }
        let offsets = b.offsets.clone();
        let b = BlockRef { padding_nan: nan, ..b.clone() };
        self.block_access(store, &b, &offsets, &checked, value, at)
    }

    fn block_access(
        &mut self,
        store: bool,
        b: &BlockRef,
        offsets: &[ValueId],
        checked: &[usize],
        value: Option<Val>,
        at: &Json,
    ) -> R<Val> {
        let (ptr, mask) = self.block_pointers(b, offsets, checked, at)?;
        let mask = mask.map(Val::Ir).unwrap_or(Val::Py(Py::None));
        if store {
            let value = value.ok_or_else(|| self.err_at(at, "tl.store() missing required argument 'value'"))?;
            if let Val::Ir(v) = &value {
                let vs = self.ty(*v).shape.clone();
                if !vs.is_empty() && vs != b.block {
                    return Err(self.err_at(
                        at,
                        &format!("storing a block of shape {vs:?} through a {} of block shape {:?}", b.what(), b.block),
                    ));
                }
            }
            self.store(vec![Val::Ir(ptr), value, mask], vec![], at)
        } else {
            let other = self.padding_value(b, b.padding_nan, at)?;
            let other = if matches!(mask, Val::Py(Py::None)) { Val::Py(Py::None) } else { other };
            let loaded = self.load(vec![Val::Ir(ptr), mask, other], vec![], at)?;
            // TME fills out-of-bounds elements with zeros only (musa-mma-facts.md §3.4)
            if let (Some(desc), false) = (&b.engine_desc, b.padding_nan) {
                self.mark_descriptor_load(&loaded, desc, offsets);
            }
            Ok(loaded)
        }
    }

    /// The masked load just emitted for `loaded`, retold as a read of descriptor `desc`.
    fn mark_descriptor_load(&mut self, loaded: &Val, desc: &str, offsets: &[ValueId]) {
        let Val::Ir(r) = loaded else { return };
        let Some(op) = self.blocks.last_mut().and_then(|b| b.ops.last_mut()) else { return };
        if op.results.first() != Some(r) {
            return;
        }
        if let OpKind::Load { ptr, mask, other } = op.kind.clone() {
            op.kind = OpKind::DescriptorLoad { desc: desc.to_string(), offsets: offsets.to_vec(), ptr, mask, other };
        }
    }

    /// Offsets of a descriptor access: one integer scalar per dimension.
    fn descriptor_offsets(&mut self, b: &BlockRef, v: Val, at: &Json) -> R<Vec<ValueId>> {
        let items = self.items(v);
        if items.len() != b.block.len() {
            return Err(
                self.err_at(at, &format!("{} offsets for a tensor descriptor of rank {}", items.len(), b.block.len()))
            );
        }
        items.into_iter().map(|x| self.scalar_int(x, Scalar::I32, "descriptor offsets", at)).collect()
    }

    /// `desc.load/store/gather/scatter/atomic_*(...)` and the function spellings of them.
    pub(super) fn descriptor_method(
        &mut self,
        b: &BlockRef,
        name: &str,
        args: Vec<Val>,
        kwargs: Vec<(String, Val)>,
        at: &Json,
    ) -> R<Val> {
        let all: Vec<usize> = (0..b.block.len()).collect();
        match name {
            "load" => {
                let a = self.bind("load", args, kwargs, &["offsets"], at)?;
                let offs = self.need(&a, 0, "load", "offsets", at)?;
                let offs = self.descriptor_offsets(b, offs, at)?;
                self.block_access(false, b, &offs, &all, None, at)
            }
            "store" => {
                let a = self.bind("store", args, kwargs, &["offsets", "value"], at)?;
                let offs = self.need(&a, 0, "store", "offsets", at)?;
                let offs = self.descriptor_offsets(b, offs, at)?;
                let value = self.need(&a, 1, "store", "value", at)?;
                self.block_access(true, b, &offs, &all, Some(value), at)
            }
            "gather" | "scatter" => self.gather_scatter(b, name, args, kwargs, at),
            _ if name.starts_with("atomic_") => {
                let a = self.bind(name, args, kwargs, &["offsets", "value"], at)?;
                let offs = self.need(&a, 0, name, "offsets", at)?;
                let offs = self.descriptor_offsets(b, offs, at)?;
                let value = self.need(&a, 1, name, "value", at)?;
                let (ptr, mask) = self.block_pointers(b, &offs, &all, at)?;
                let mask = mask.map(Val::Ir).unwrap_or(Val::Py(Py::None));
                self.builtin(name, vec![Val::Ir(ptr), value, mask], vec![], at)
            }
            _ => Err(self.err_at(at, &format!("tensor descriptor has no method '{name}'"))),
        }
    }

    /// `desc.gather(x_offsets, y_offset)` / `desc.scatter(value, x_offsets, y_offset)`: rows
    /// picked by a 1-D tensor of row indices, `block_shape[1]` columns from `y_offset`.
    fn gather_scatter(
        &mut self,
        b: &BlockRef,
        name: &str,
        args: Vec<Val>,
        kwargs: Vec<(String, Val)>,
        at: &Json,
    ) -> R<Val> {
        let scatter = name == "scatter";
        let names: &[&str] = if scatter { &["value", "x_offsets", "y_offset"] } else { &["x_offsets", "y_offset"] };
        let a = self.bind(name, args, kwargs, names, at)?;
        let k = scatter as usize;
        if b.block.len() != 2 || b.block[0] != 1 {
            return Err(self.err_at(
                at,
                &format!("desc.{name} needs a 2-D descriptor with block_shape [1, N], got {:?}", b.block),
            ));
        }
        let rows = match self.need(&a, k, name, "x_offsets", at)? {
            Val::Ir(v) if self.ty(v).shape.len() == 1 && self.ty(v).dtype.is_int() => v,
            other => {
                return Err(self.err_at(
                    at,
                    &format!("desc.{name}: x_offsets must be a 1-D integer tensor, got {}", self.describe(&other)),
                ))
            }
        };
        let m = self.ty(rows).shape[0];
        let n = b.block[1];
        let y = self.need(&a, k + 1, name, "y_offset", at)?;
        let y = self.scalar_int(y, Scalar::I32, "y_offset", at)?;
        let rows = self.cast(rows, &DType::Scalar(Scalar::I32));
        let rows = self.reshaped(rows, vec![m, 1]);
        let cols = self.emit1(OpKind::Arange(0, n), Type::tensor(DType::Scalar(Scalar::I32), vec![n]));
        let cols = self.reshaped(cols, vec![1, n]);
        let cols = self.bin(BinOp::Add, Val::Ir(cols), Val::Ir(y), at)?;
        let wide = self.cast(rows, &DType::Scalar(Scalar::I64));
        let row_term = self.bin(BinOp::Mul, Val::Ir(wide), Val::Ir(b.strides[0].unwrap_or(b.shape[1])), at)?;
        let ptr = self.ptr_arith("Add", Val::Ir(b.base), row_term, at)?;
        let ptr = self.ptr_arith("Add", ptr, cols.clone(), at)?;
        let mut mask = Val::Py(Py::Bool(true));
        for (idx, d) in [(Val::Ir(rows), 0), (cols, 1)] {
            let lo = self.compare("GtE", idx.clone(), Val::Py(Py::Int(0)), at)?;
            let hi = self.compare("Lt", idx, Val::Ir(b.shape[d]), at)?;
            let inside = self.bin(BinOp::And, lo, hi, at)?;
            mask = if matches!(mask, Val::Py(_)) { inside } else { self.bin(BinOp::And, mask, inside, at)? };
        }
        let shape = vec![m, n];
        let ptr = self.to_value(ptr, at)?;
        let ptr = self.broadcast_to(ptr, &shape, at)?;
        let mask = self.to_value(mask, at)?;
        let mask = self.broadcast_to(mask, &shape, at)?;
        if scatter {
            let value = self.need(&a, 0, name, "value", at)?;
            self.store(vec![Val::Ir(ptr), value, Val::Ir(mask)], vec![], at)
        } else {
            let other = self.padding_value(b, b.padding_nan, at)?;
            self.load(vec![Val::Ir(ptr), Val::Ir(mask), other], vec![], at)
        }
    }

    /// `desc.block_shape`, `desc.shape`, `desc.strides`, `desc.dtype`, and its methods.
    pub(super) fn block_attribute(&mut self, b: Box<BlockRef>, attr: &str, at: &Json) -> R<Val> {
        match attr {
            "block_shape" => Ok(Val::Tuple(b.block.iter().map(|d| Val::Py(Py::Int(*d))).collect())),
            "shape" => Ok(Val::Tuple(b.shape.iter().map(|d| Val::Ir(*d)).collect())),
            "strides" => {
                Ok(Val::Tuple(b.strides.iter().map(|s| s.map(Val::Ir).unwrap_or(Val::Py(Py::Int(1)))).collect()))
            }
            "dtype" => Ok(Val::Dtype(self.ty(b.base).dtype.pointee().cloned().unwrap_or(DType::Scalar(Scalar::I8)))),
            "load" | "store" | "gather" | "scatter" | "atomic_add" | "atomic_min" | "atomic_max" | "atomic_and"
            | "atomic_or" | "atomic_xor"
                if b.kind == BlockKind::Descriptor =>
            {
                Ok(Val::Method(Box::new(Val::Block(b)), attr.to_string()))
            }
            _ => Err(self.err_at(at, &format!("'{}' has no attribute '{attr}'", b.describe(self)))),
        }
    }

    /// `tl._experimental_descriptor_load(desc, offsets, shape, dtype)` and
    /// `tl._experimental_descriptor_store(desc, value, offsets)`: the documentation's spelling,
    /// on a descriptor made by `create_{1,2,3}d_tma_descriptor`.
    pub(super) fn experimental_descriptor(
        &mut self,
        store: bool,
        args: Vec<Val>,
        kwargs: Vec<(String, Val)>,
        at: &Json,
    ) -> R<Val> {
        let fname = if store { "_experimental_descriptor_store" } else { "_experimental_descriptor_load" };
        let names: &[&str] =
            if store { &["desc_pointer", "value", "offsets"] } else { &["desc_pointer", "offsets", "shape", "dtype"] };
        let a = self.bind(fname, args, kwargs, names, at)?;
        let b = match self.need(&a, 0, fname, "desc_pointer", at)? {
            Val::Block(b) if b.kind == BlockKind::Descriptor => b,
            other => {
                return Err(self.err_at(
                    at,
                    &format!(
                        "tl.{fname}: desc_pointer must be a descriptor from create_{{1,2,3}}d_tma_descriptor, got {}",
                        self.describe(&other)
                    ),
                ))
            }
        };
        let mut b = *b;
        let held = self.ty(b.base).dtype.pointee().and_then(|d| d.scalar()).unwrap_or(Scalar::I8);
        if store {
            let value = self.need(&a, 1, fname, "value", at)?;
            let vt = match &value {
                Val::Ir(v) if self.ty(*v).is_tensor() => self.ty(*v).clone(),
                other => {
                    return Err(
                        self.err_at(at, &format!("tl.{fname}: value must be a tensor, got {}", self.describe(other)))
                    )
                }
            };
            self.retype_descriptor(&mut b, &vt.dtype, held, fname, at)?;
            if vt.shape != b.block {
                return Err(self.err_at(
                    at,
                    &format!("tl.{fname}: value has shape {:?} but the descriptor's block is {:?}", vt.shape, b.block),
                ));
            }
            let offs = self.need(&a, 2, fname, "offsets", at)?;
            let offs = self.descriptor_offsets(&b, offs, at)?;
            let all: Vec<usize> = (0..b.block.len()).collect();
            return self.block_access(true, &b, &offs, &all, Some(value), at);
        }
        let shape = self.shape_arg(&self.need(&a, 2, fname, "shape", at)?, at)?;
        let dtype = self.dtype_arg(&self.need(&a, 3, fname, "dtype", at)?, at)?;
        if shape != b.block {
            return Err(self.err_at(
                at,
                &format!("tl.{fname}: shape {shape:?} differs from the descriptor's block {:?}", b.block),
            ));
        }
        self.retype_descriptor(&mut b, &dtype, held, fname, at)?;
        let offs = self.need(&a, 1, fname, "offsets", at)?;
        let offs = self.descriptor_offsets(&b, offs, at)?;
        let all: Vec<usize> = (0..b.block.len()).collect();
        self.block_access(false, &b, &offs, &all, None, at)
    }

    /// The host descriptor carries only the element size: the kernel's dtype must match it.
    fn retype_descriptor(&mut self, b: &mut BlockRef, dtype: &DType, held: Scalar, fname: &str, at: &Json) -> R<()> {
        let s = dtype.scalar().ok_or_else(|| self.err_at(at, &format!("tl.{fname}: dtype must be a scalar type")))?;
        if s.bits() != held.bits() {
            return Err(self.err_at(
                at,
                &format!(
                    "tl.{fname}: dtype {} has {} bytes per element but the descriptor was made with element_size {}",
                    dtype.tl_name(),
                    s.bits().div_ceil(8),
                    held.bits().div_ceil(8)
                ),
            ));
        }
        b.base = self.cast(b.base, &DType::Ptr(Box::new(dtype.clone())));
        Ok(())
    }

    /// The current value of a loop-carried name: a hidden `name#d` is offset `d` of the block
    /// pointer `name`.
    pub(super) fn carried_offset(&self, name: &str) -> Option<(String, usize)> {
        let (base, d) = name.split_once(OFFSET_MARK)?;
        Some((base.to_string(), d.parse().ok()?))
    }
}
