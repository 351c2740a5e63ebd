; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32>, <2 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl nsw i64 %8, 3
  %11 = and i64 %10, 56
  %12 = lshr i64 %10, 6
  %13 = trunc i64 %12 to i32
  %14 = shl i32 %9, 12
  %15 = shl i32 %13, 6
  %16 = add i32 %15, %14
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %11
  %20 = load <8 x bfloat>, ptr addrspace(1) %19, align 16
  %21 = icmp sgt i32 %5, 0
  %22 = icmp ult i32 %7, 64
  br i1 %22, label %23, label %25

23: ; preds = %6
  %24 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %24, align 4
  br label %25

25: ; preds = %23, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %26, label %28

26: ; preds = %25
  %27 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %27, align 4
  br label %28

28: ; preds = %26, %25
  tail call void @llvm.musa.syncthreads.lm()
  %29 = shl nsw i64 %8, 2
  %30 = and i64 %29, 60
  %31 = lshr i64 %29, 6
  %32 = trunc i64 %31 to i32
  br i1 %21, label %33, label %48

33: ; preds = %28
  %34 = shl i32 %32, 6
  %35 = sext i32 %34 to i64
  %36 = getelementptr bfloat, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr bfloat, ptr addrspace(1) %36, i64 %30
  %38 = load bfloat, ptr addrspace(1) %37, align 8
  %39 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 2
  %40 = load bfloat, ptr addrspace(1) %39, align 2
  %41 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 4
  %42 = load bfloat, ptr addrspace(1) %41, align 4
  %43 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 6
  %44 = load bfloat, ptr addrspace(1) %43, align 2
  %45 = getelementptr bfloat, ptr addrspace(1) %2, i64 %35
  %46 = getelementptr bfloat, ptr addrspace(1) %45, i64 %30
  %47 = load <4 x bfloat>, ptr addrspace(1) %46, align 8
  br label %48

48: ; preds = %28, %33
  %49 = phi bfloat [ %44, %33 ], [ 0xR0000, %28 ]
  %50 = phi bfloat [ %42, %33 ], [ 0xR0000, %28 ]
  %51 = phi bfloat [ %40, %33 ], [ 0xR0000, %28 ]
  %52 = phi bfloat [ %38, %33 ], [ 0xR0000, %28 ]
  %53 = phi <4 x bfloat> [ %47, %33 ], [ zeroinitializer, %28 ]
  %54 = trunc i64 %29 to i32
  %55 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %54
  %56 = or i32 %54, 1
  %57 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %56
  %58 = or i32 %54, 2
  %59 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %58
  %60 = or i32 %54, 3
  %61 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %60
  %62 = mul i64 %12, 72
  %63 = add i64 %62, %11
  %64 = trunc i64 %63 to i32
  %65 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %64
  %66 = and i64 %29, 28
  %67 = lshr i64 %29, 5
  %68 = or i64 %66, 1
  %69 = or i64 %66, 2
  %70 = or i64 %66, 3
  %71 = shl nuw nsw i64 %66, 6
  %72 = add nuw nsw i64 %71, %67
  %73 = trunc i64 %72 to i32
  %74 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %73
  %75 = shl nuw nsw i64 %68, 6
  %76 = add nuw nsw i64 %75, %67
  %77 = trunc i64 %76 to i32
  %78 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %77
  %79 = shl nuw nsw i64 %69, 6
  %80 = add nuw nsw i64 %79, %67
  %81 = trunc i64 %80 to i32
  %82 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %81
  %83 = shl nuw nsw i64 %70, 6
  %84 = add nuw nsw i64 %83, %67
  %85 = trunc i64 %84 to i32
  %86 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 14848), i32 %85
  %87 = mul i64 %67, 40
  %88 = add i64 %87, %66
  %89 = trunc i64 %88 to i32
  %90 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %89
  %91 = lshr i64 %8, 3
  %urem5 = and i64 %8, 7
  %92 = icmp ult i32 %7, 256
  %93 = icmp ult i32 %7, 512
  %94 = shl i64 %91, 5
  %95 = shl nuw nsw i64 %urem5, 2
  %96 = select i1 %93, i64 %94, i64 0
  %97 = or i64 %96, %95
  %98 = trunc i64 %97 to i32
  %99 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %98
  %100 = or i32 %98, 1
  %101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %100
  %102 = or i32 %98, 2
  %103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %102
  %104 = or i32 %98, 3
  %105 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %104
  %106 = icmp eq i64 %urem5, 0
  %107 = and i1 %93, %106
  %108 = and i64 %29, -32
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %54
  %110 = trunc i64 %67 to i32
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %110
  %112 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %110
  %113 = or i64 %68, %108
  %114 = trunc i64 %113 to i32
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %114
  %116 = or i64 %69, %108
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %117
  %119 = or i64 %70, %108
  %120 = trunc i64 %119 to i32
  %121 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %120
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %54
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %114
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %117
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %120
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %98
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %100
  %128 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %102
  %129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %104
  %130 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %89
  %131 = mul i64 %31, 72
  %132 = add i64 %131, %30
  %133 = trunc i64 %132 to i32
  %134 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %133
  %135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %13
  %136 = trunc i64 %10 to i32
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %136
  %138 = or i32 %136, 1
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %138
  %140 = or i32 %136, 2
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %140
  %142 = or i32 %136, 3
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %142
  %144 = or i32 %136, 4
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %144
  %146 = or i32 %136, 5
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %146
  %148 = or i32 %136, 6
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %148
  %150 = or i32 %136, 7
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %150
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %30
  %invariant.gep31 = getelementptr bfloat, ptr addrspace(1) %2, i64 %30
  br i1 %21, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %48
  %152 = lshr i64 %8, 6
  %153 = and i64 %152, 1
  %154 = shl nuw nsw i64 %153, 3
  %155 = shl nsw i64 %8, 1
  %156 = and i64 %155, 6
  %157 = or i64 %154, %156
  %158 = and i64 %91, 1
  %159 = shl nuw nsw i64 %158, 1
  %160 = lshr i64 %8, 4
  %161 = and i64 %160, 1
  %162 = shl nuw nsw i64 %161, 2
  %163 = or i64 %159, %162
  %164 = lshr i64 %8, 2
  %165 = and i64 %164, 1
  %166 = or i64 %163, %165
  %167 = and i64 %164, 8
  %168 = or i64 %166, %167
  %169 = shl nuw nsw i64 %161, 1
  %170 = shl nuw nsw i64 %153, 2
  %171 = or i64 %169, %170
  %172 = or i64 %171, %158
  %173 = or i64 %167, %urem5
  %174 = lshr i64 %8, 2
  %175 = and i64 %174, 4611686018427387872
  %176 = or i64 %168, %175
  %177 = mul nuw nsw i64 %176, 72
  %178 = add nuw i64 %177, 1152
  %179 = or i64 %168, 16
  %180 = or i64 %172, %175
  %181 = or i64 %173, 16
  %182 = shl nuw nsw i64 %180, 5
  %183 = or i64 %182, %173
  %184 = trunc i64 %183 to i32
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %184
  %186 = or i64 %182, %181
  %187 = trunc i64 %186 to i32
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %187
  %189 = or i64 %182, 256
  %190 = or i64 %189, %173
  %191 = trunc i64 %190 to i32
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %191
  %193 = or i64 %189, %181
  %194 = trunc i64 %193 to i32
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %194
  %196 = or i64 %182, 512
  %197 = or i64 %196, %173
  %198 = trunc i64 %197 to i32
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %198
  %200 = or i64 %196, %181
  %201 = trunc i64 %200 to i32
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %201
  %203 = or i64 %182, 768
  %204 = or i64 %203, %173
  %205 = trunc i64 %204 to i32
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %205
  %207 = or i64 %203, %181
  %208 = trunc i64 %207 to i32
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %208
  %210 = lshr i32 %7, 3
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %210
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %7
  %214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %7
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %210
  %216 = and i64 %91, 32
  %217 = and i64 %174, 32
  %218 = or i64 %172, %216
  %219 = or i64 %217, %173
  %220 = or i64 %219, 16
  %221 = shl nuw nsw i64 %218, 6
  %222 = or i64 %221, %219
  %223 = trunc i64 %222 to i32
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %223
  %225 = or i64 %221, %220
  %226 = trunc i64 %225 to i32
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %226
  %228 = or i64 %221, 512
  %229 = or i64 %228, %219
  %230 = trunc i64 %229 to i32
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %230
  %232 = or i64 %228, %220
  %233 = trunc i64 %232 to i32
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %233
  %235 = or i64 %221, 1024
  %236 = or i64 %235, %219
  %237 = trunc i64 %236 to i32
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %237
  %239 = or i64 %235, %220
  %240 = trunc i64 %239 to i32
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %240
  %242 = or i64 %221, 1536
  %243 = or i64 %242, %219
  %244 = trunc i64 %243 to i32
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %244
  %246 = or i64 %242, %220
  %247 = trunc i64 %246 to i32
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %247
  %249 = or i64 %168, %216
  %250 = mul nuw nsw i64 %249, 40
  %251 = add nuw nsw i64 %250, 640
  %252 = or i64 %168, %217
  %253 = or i64 %252, 16
  %254 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %7
  %256 = add nuw nsw i64 %157, %177
  %257 = trunc i64 %256 to i32
  %258 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %257
  %259 = add nuw nsw i64 %157, %178
  %260 = trunc i64 %259 to i32
  %261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %260
  %262 = mul nuw nsw i64 %157, 40
  %263 = or i64 %262, %168
  %264 = trunc i64 %263 to i32
  %265 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %264
  %266 = mul nuw nsw i64 %157, 40
  %267 = add nuw nsw i64 %266, 40
  %268 = add nuw nsw i64 %267, %168
  %269 = trunc i64 %268 to i32
  %270 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %269
  %271 = add nuw nsw i64 %262, %179
  %272 = trunc i64 %271 to i32
  %273 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %272
  %274 = add nuw nsw i64 %267, %179
  %275 = trunc i64 %274 to i32
  %276 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %275
  %277 = or i64 %157, 16
  %278 = add nuw nsw i64 %277, %177
  %279 = trunc i64 %278 to i32
  %280 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %279
  %281 = add nuw nsw i64 %277, %178
  %282 = trunc i64 %281 to i32
  %283 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %282
  %284 = mul nuw nsw i64 %277, 40
  %285 = or i64 %284, %168
  %286 = trunc i64 %285 to i32
  %287 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %286
  %288 = mul nuw nsw i64 %157, 40
  %289 = add nuw nsw i64 %288, 680
  %290 = add nuw nsw i64 %289, %168
  %291 = trunc i64 %290 to i32
  %292 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %291
  %293 = add nuw nsw i64 %284, %179
  %294 = trunc i64 %293 to i32
  %295 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %294
  %296 = add nuw nsw i64 %289, %179
  %297 = trunc i64 %296 to i32
  %298 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %297
  %299 = or i64 %157, 32
  %300 = add nuw nsw i64 %299, %177
  %301 = trunc i64 %300 to i32
  %302 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %301
  %303 = add nuw nsw i64 %299, %178
  %304 = trunc i64 %303 to i32
  %305 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %304
  %306 = mul nuw nsw i64 %299, 40
  %307 = or i64 %306, %168
  %308 = trunc i64 %307 to i32
  %309 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %308
  %310 = mul nuw nsw i64 %157, 40
  %311 = add nuw nsw i64 %310, 1320
  %312 = add nuw nsw i64 %311, %168
  %313 = trunc i64 %312 to i32
  %314 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %313
  %315 = add nuw nsw i64 %306, %179
  %316 = trunc i64 %315 to i32
  %317 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %316
  %318 = add nuw nsw i64 %311, %179
  %319 = trunc i64 %318 to i32
  %320 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %319
  %321 = or i64 %157, 48
  %322 = add nuw nsw i64 %321, %177
  %323 = trunc i64 %322 to i32
  %324 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %323
  %325 = add nuw nsw i64 %321, %178
  %326 = trunc i64 %325 to i32
  %327 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %326
  %328 = mul nuw nsw i64 %321, 40
  %329 = or i64 %328, %168
  %330 = trunc i64 %329 to i32
  %331 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %330
  %332 = mul nuw nsw i64 %157, 40
  %333 = add nuw nsw i64 %332, 1960
  %334 = add nuw nsw i64 %333, %168
  %335 = trunc i64 %334 to i32
  %336 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %335
  %337 = add nuw nsw i64 %328, %179
  %338 = trunc i64 %337 to i32
  %339 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %338
  %340 = add nuw nsw i64 %333, %179
  %341 = trunc i64 %340 to i32
  %342 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9728), i32 %341
  %343 = add nuw nsw i64 %157, %250
  %344 = trunc i64 %343 to i32
  %345 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %344
  %346 = add nuw nsw i64 %157, %251
  %347 = trunc i64 %346 to i32
  %348 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %347
  %349 = mul nuw nsw i64 %157, 72
  %350 = add nuw nsw i64 %349, %252
  %351 = trunc i64 %350 to i32
  %352 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %351
  %353 = mul nuw nsw i64 %157, 72
  %354 = add nuw nsw i64 %353, 72
  %355 = add nuw nsw i64 %354, %252
  %356 = trunc i64 %355 to i32
  %357 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %356
  %358 = add nuw nsw i64 %349, %253
  %359 = trunc i64 %358 to i32
  %360 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %359
  %361 = add nuw nsw i64 %354, %253
  %362 = trunc i64 %361 to i32
  %363 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %362
  %364 = or i64 %157, 16
  %365 = add nuw nsw i64 %364, %250
  %366 = trunc i64 %365 to i32
  %367 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %366
  %368 = add nuw nsw i64 %364, %251
  %369 = trunc i64 %368 to i32
  %370 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %369
  %371 = mul nuw nsw i64 %364, 72
  %372 = add nuw nsw i64 %371, %252
  %373 = trunc i64 %372 to i32
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %373
  %375 = mul nuw nsw i64 %157, 72
  %376 = add nuw nsw i64 %375, 1224
  %377 = add nuw nsw i64 %376, %252
  %378 = trunc i64 %377 to i32
  %379 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %378
  %380 = add nuw nsw i64 %371, %253
  %381 = trunc i64 %380 to i32
  %382 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %381
  %383 = add nuw nsw i64 %376, %253
  %384 = trunc i64 %383 to i32
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %384
  br label %386

386: ; preds = %.lr.ph, %674
  %387 = phi bfloat [ %49, %.lr.ph ], [ %416, %674 ]
  %388 = phi bfloat [ %50, %.lr.ph ], [ %417, %674 ]
  %389 = phi bfloat [ %51, %.lr.ph ], [ %418, %674 ]
  %390 = phi bfloat [ %52, %.lr.ph ], [ %419, %674 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %674 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %674 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %674 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %674 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %674 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %674 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %674 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %674 ]
  %399 = phi i32 [ 0, %.lr.ph ], [ %401, %674 ]
  %400 = phi <4 x bfloat> [ %53, %.lr.ph ], [ %420, %674 ]
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %390, ptr addrspace(3) %55, align 8
  store bfloat %389, ptr addrspace(3) %57, align 2
  store bfloat %388, ptr addrspace(3) %59, align 4
  store bfloat %387, ptr addrspace(3) %61, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %401 = add i32 %399, 32
  %402 = icmp slt i32 %401, %5
  br i1 %402, label %403, label %415

403: ; preds = %386
  %404 = add i32 %401, %32
  %405 = shl i32 %404, 6
  %406 = sext i32 %405 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %406
  %407 = load bfloat, ptr addrspace(1) %gep, align 8
  %408 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %409 = load bfloat, ptr addrspace(1) %408, align 2
  %410 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %411 = load bfloat, ptr addrspace(1) %410, align 4
  %412 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %413 = load bfloat, ptr addrspace(1) %412, align 2
  %gep32 = getelementptr bfloat, ptr addrspace(1) %invariant.gep31, i64 %406
  %414 = load <4 x bfloat>, ptr addrspace(1) %gep32, align 8
  br label %415

415: ; preds = %386, %403
  %416 = phi bfloat [ %413, %403 ], [ 0xR0000, %386 ]
  %417 = phi bfloat [ %411, %403 ], [ 0xR0000, %386 ]
  %418 = phi bfloat [ %409, %403 ], [ 0xR0000, %386 ]
  %419 = phi bfloat [ %407, %403 ], [ 0xR0000, %386 ]
  %420 = phi <4 x bfloat> [ %414, %403 ], [ zeroinitializer, %386 ]
  store <8 x bfloat> %20, ptr addrspace(3) %65, align 16
  %421 = load bfloat, ptr addrspace(3) %74, align 2
  %422 = load bfloat, ptr addrspace(3) %78, align 2
  %423 = load bfloat, ptr addrspace(3) %82, align 2
  %424 = load bfloat, ptr addrspace(3) %86, align 2
  %425 = insertelement <4 x bfloat> poison, bfloat %421, i64 0
  %426 = insertelement <4 x bfloat> %425, bfloat %422, i64 1
  %427 = insertelement <4 x bfloat> %426, bfloat %423, i64 2
  %428 = insertelement <4 x bfloat> %427, bfloat %424, i64 3
  store <4 x bfloat> %428, ptr addrspace(3) %90, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %92, label %.preheader, label %505

.preheader: ; preds = %415
  %429 = load i32, ptr addrspace(3) %258, align 4
  %430 = load i32, ptr addrspace(3) %261, align 4
  %431 = insertelement <2 x i32> poison, i32 %429, i64 0
  %432 = insertelement <2 x i32> %431, i32 %430, i64 1
  %433 = load bfloat, ptr addrspace(3) %265, align 2
  %434 = load bfloat, ptr addrspace(3) %270, align 2
  %435 = load bfloat, ptr addrspace(3) %273, align 2
  %436 = load bfloat, ptr addrspace(3) %276, align 2
  %437 = insertelement <2 x bfloat> poison, bfloat %433, i64 0
  %438 = insertelement <2 x bfloat> %437, bfloat %434, i64 1
  %439 = bitcast <2 x bfloat> %438 to i32
  %440 = insertelement <2 x bfloat> poison, bfloat %435, i64 0
  %441 = insertelement <2 x bfloat> %440, bfloat %436, i64 1
  %442 = bitcast <2 x bfloat> %441 to i32
  %443 = insertelement <2 x i32> poison, i32 %439, i64 0
  %444 = insertelement <2 x i32> %443, i32 %442, i64 1
  %445 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %432, <2 x i32> %444, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %446 = load i32, ptr addrspace(3) %280, align 4
  %447 = load i32, ptr addrspace(3) %283, align 4
  %448 = insertelement <2 x i32> poison, i32 %446, i64 0
  %449 = insertelement <2 x i32> %448, i32 %447, i64 1
  %450 = load bfloat, ptr addrspace(3) %287, align 2
  %451 = load bfloat, ptr addrspace(3) %292, align 2
  %452 = load bfloat, ptr addrspace(3) %295, align 2
  %453 = load bfloat, ptr addrspace(3) %298, align 2
  %454 = insertelement <2 x bfloat> poison, bfloat %450, i64 0
  %455 = insertelement <2 x bfloat> %454, bfloat %451, i64 1
  %456 = bitcast <2 x bfloat> %455 to i32
  %457 = insertelement <2 x bfloat> poison, bfloat %452, i64 0
  %458 = insertelement <2 x bfloat> %457, bfloat %453, i64 1
  %459 = bitcast <2 x bfloat> %458 to i32
  %460 = insertelement <2 x i32> poison, i32 %456, i64 0
  %461 = insertelement <2 x i32> %460, i32 %459, i64 1
  %462 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %449, <2 x i32> %461, <8 x i32> %445, i32 1, i32 1, i32 1)
  %463 = load i32, ptr addrspace(3) %302, align 4
  %464 = load i32, ptr addrspace(3) %305, align 4
  %465 = insertelement <2 x i32> poison, i32 %463, i64 0
  %466 = insertelement <2 x i32> %465, i32 %464, i64 1
  %467 = load bfloat, ptr addrspace(3) %309, align 2
  %468 = load bfloat, ptr addrspace(3) %314, align 2
  %469 = load bfloat, ptr addrspace(3) %317, align 2
  %470 = load bfloat, ptr addrspace(3) %320, align 2
  %471 = insertelement <2 x bfloat> poison, bfloat %467, i64 0
  %472 = insertelement <2 x bfloat> %471, bfloat %468, i64 1
  %473 = bitcast <2 x bfloat> %472 to i32
  %474 = insertelement <2 x bfloat> poison, bfloat %469, i64 0
  %475 = insertelement <2 x bfloat> %474, bfloat %470, i64 1
  %476 = bitcast <2 x bfloat> %475 to i32
  %477 = insertelement <2 x i32> poison, i32 %473, i64 0
  %478 = insertelement <2 x i32> %477, i32 %476, i64 1
  %479 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %466, <2 x i32> %478, <8 x i32> %462, i32 1, i32 1, i32 1)
  %480 = load i32, ptr addrspace(3) %324, align 4
  %481 = load i32, ptr addrspace(3) %327, align 4
  %482 = insertelement <2 x i32> poison, i32 %480, i64 0
  %483 = insertelement <2 x i32> %482, i32 %481, i64 1
  %484 = load bfloat, ptr addrspace(3) %331, align 2
  %485 = load bfloat, ptr addrspace(3) %336, align 2
  %486 = load bfloat, ptr addrspace(3) %339, align 2
  %487 = load bfloat, ptr addrspace(3) %342, align 2
  %488 = insertelement <2 x bfloat> poison, bfloat %484, i64 0
  %489 = insertelement <2 x bfloat> %488, bfloat %485, i64 1
  %490 = bitcast <2 x bfloat> %489 to i32
  %491 = insertelement <2 x bfloat> poison, bfloat %486, i64 0
  %492 = insertelement <2 x bfloat> %491, bfloat %487, i64 1
  %493 = bitcast <2 x bfloat> %492 to i32
  %494 = insertelement <2 x i32> poison, i32 %490, i64 0
  %495 = insertelement <2 x i32> %494, i32 %493, i64 1
  %496 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %483, <2 x i32> %495, <8 x i32> %479, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %496 to <8 x float>
  %497 = extractelement <8 x float> %bc, i64 0
  store float %497, ptr addrspace(3) %185, align 4
  %498 = extractelement <8 x float> %bc, i64 1
  store float %498, ptr addrspace(3) %188, align 4
  %499 = extractelement <8 x float> %bc, i64 2
  store float %499, ptr addrspace(3) %192, align 4
  %500 = extractelement <8 x float> %bc, i64 3
  store float %500, ptr addrspace(3) %195, align 4
  %501 = extractelement <8 x float> %bc, i64 4
  store float %501, ptr addrspace(3) %199, align 4
  %502 = extractelement <8 x float> %bc, i64 5
  store float %502, ptr addrspace(3) %202, align 4
  %503 = extractelement <8 x float> %bc, i64 6
  store float %503, ptr addrspace(3) %206, align 4
  %504 = extractelement <8 x float> %bc, i64 7
  store float %504, ptr addrspace(3) %209, align 4
  br label %505

505: ; preds = %.preheader, %415
  tail call void @llvm.musa.syncthreads.lm()
  %506 = load float, ptr addrspace(3) %99, align 16
  %507 = fmul contract float %506, %4
  %508 = load float, ptr addrspace(3) %101, align 4
  %509 = fmul contract float %508, %4
  %510 = tail call float @llvm.maxnum.f32(float %507, float %509)
  %511 = load float, ptr addrspace(3) %103, align 8
  %512 = fmul contract float %511, %4
  %513 = tail call float @llvm.maxnum.f32(float %510, float %512)
  %514 = load float, ptr addrspace(3) %105, align 4
  %515 = fmul contract float %514, %4
  %516 = tail call float @llvm.maxnum.f32(float %513, float %515)
  %517 = bitcast float %516 to i32
  %518 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %517, i32 4, i32 127, ptr addrspace(5) null)
  %519 = bitcast i32 %518 to float
  %520 = tail call float @llvm.maxnum.f32(float %516, float %519)
  %521 = bitcast float %520 to i32
  %522 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %521, i32 2, i32 127, ptr addrspace(5) null)
  %523 = bitcast i32 %522 to float
  %524 = tail call float @llvm.maxnum.f32(float %520, float %523)
  %525 = bitcast float %524 to i32
  %526 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %525, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %107, label %527, label %530

527: ; preds = %505
  %528 = bitcast i32 %526 to float
  %529 = tail call float @llvm.maxnum.f32(float %524, float %528)
  store float %529, ptr addrspace(3) %211, align 4
  br label %530

530: ; preds = %527, %505
  tail call void @llvm.musa.syncthreads.lm()
  %531 = load float, ptr addrspace(3) %109, align 16
  %532 = fmul contract float %531, %4
  %533 = load float, ptr addrspace(3) %111, align 4
  %534 = load float, ptr addrspace(3) %112, align 4
  %535 = tail call float @llvm.maxnum.f32(float %533, float %534)
  %536 = fsub contract float %532, %535
  %537 = fmul float %536, 0x3FF7154760000000
  %538 = tail call float @llvm.exp2.f32(float %537)
  %539 = load float, ptr addrspace(3) %115, align 4
  %540 = fmul contract float %539, %4
  %541 = fsub contract float %540, %535
  %542 = fmul float %541, 0x3FF7154760000000
  %543 = tail call float @llvm.exp2.f32(float %542)
  %544 = load float, ptr addrspace(3) %118, align 8
  %545 = fmul contract float %544, %4
  %546 = fsub contract float %545, %535
  %547 = fmul float %546, 0x3FF7154760000000
  %548 = tail call float @llvm.exp2.f32(float %547)
  %549 = load float, ptr addrspace(3) %121, align 4
  %550 = fmul contract float %549, %4
  %551 = fsub contract float %550, %535
  %552 = fmul float %551, 0x3FF7154760000000
  %553 = tail call float @llvm.exp2.f32(float %552)
  tail call void @llvm.musa.syncthreads.lm()
  store float %538, ptr addrspace(3) %122, align 16
  store float %543, ptr addrspace(3) %123, align 4
  store float %548, ptr addrspace(3) %124, align 8
  store float %553, ptr addrspace(3) %125, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %554, label %561

554: ; preds = %530
  %555 = load float, ptr addrspace(3) %212, align 4
  %556 = load float, ptr addrspace(3) %213, align 4
  %557 = tail call float @llvm.maxnum.f32(float %555, float %556)
  %558 = fsub contract float %555, %557
  %559 = fmul float %558, 0x3FF7154760000000
  %560 = tail call float @llvm.exp2.f32(float %559)
  store float %560, ptr addrspace(3) %214, align 4
  br label %561

561: ; preds = %554, %530
  tail call void @llvm.musa.syncthreads.lm()
  %562 = load float, ptr addrspace(3) %126, align 16
  %563 = fadd reassoc float %562, 0.000000e+00
  %564 = load float, ptr addrspace(3) %127, align 4
  %565 = fadd reassoc float %563, %564
  %566 = load float, ptr addrspace(3) %128, align 8
  %567 = fadd reassoc float %565, %566
  %568 = load float, ptr addrspace(3) %129, align 4
  %569 = fadd reassoc float %567, %568
  %570 = bitcast float %569 to i32
  %571 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %570, i32 4, i32 127, ptr addrspace(5) null)
  %572 = bitcast i32 %571 to float
  %573 = fadd reassoc float %569, %572
  %574 = bitcast float %573 to i32
  %575 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %574, i32 2, i32 127, ptr addrspace(5) null)
  %576 = bitcast i32 %575 to float
  %577 = fadd reassoc float %573, %576
  %578 = bitcast float %577 to i32
  %579 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %578, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %107, label %580, label %583

580: ; preds = %561
  %581 = bitcast i32 %579 to float
  %582 = fadd reassoc float %577, %581
  store float %582, ptr addrspace(3) %215, align 4
  br label %583

583: ; preds = %580, %561
  tail call void @llvm.musa.syncthreads.lm()
  %584 = load float, ptr addrspace(3) %122, align 16
  %585 = load float, ptr addrspace(3) %123, align 4
  %586 = load float, ptr addrspace(3) %124, align 8
  %587 = load float, ptr addrspace(3) %125, align 4
  %588 = insertelement <4 x float> poison, float %584, i64 0
  %589 = insertelement <4 x float> %588, float %585, i64 1
  %590 = insertelement <4 x float> %589, float %586, i64 2
  %591 = insertelement <4 x float> %590, float %587, i64 3
  %592 = fptrunc <4 x float> %591 to <4 x bfloat>
  store <4 x bfloat> %592, ptr addrspace(3) %130, align 8
  store <4 x bfloat> %400, ptr addrspace(3) %134, align 8
  tail call void @llvm.musa.syncthreads.lm()
  %593 = load float, ptr addrspace(3) %135, align 4
  %594 = fmul contract float %398, %593
  store float %594, ptr addrspace(3) %137, align 16
  %595 = fmul contract float %397, %593
  store float %595, ptr addrspace(3) %139, align 4
  %596 = fmul contract float %396, %593
  store float %596, ptr addrspace(3) %141, align 8
  %597 = fmul contract float %395, %593
  store float %597, ptr addrspace(3) %143, align 4
  %598 = fmul contract float %394, %593
  store float %598, ptr addrspace(3) %145, align 16
  %599 = fmul contract float %393, %593
  store float %599, ptr addrspace(3) %147, align 4
  %600 = fmul contract float %392, %593
  store float %600, ptr addrspace(3) %149, align 8
  %601 = fmul contract float %391, %593
  store float %601, ptr addrspace(3) %151, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %93, label %602, label %661

602: ; preds = %583
  %603 = load i32, ptr addrspace(3) %224, align 4
  %604 = load i32, ptr addrspace(3) %227, align 4
  %605 = load i32, ptr addrspace(3) %231, align 4
  %606 = load i32, ptr addrspace(3) %234, align 4
  %607 = load i32, ptr addrspace(3) %238, align 4
  %608 = load i32, ptr addrspace(3) %241, align 4
  %609 = load i32, ptr addrspace(3) %245, align 4
  %610 = load i32, ptr addrspace(3) %248, align 4
  %611 = insertelement <8 x i32> poison, i32 %603, i64 0
  %612 = insertelement <8 x i32> %611, i32 %604, i64 1
  %613 = insertelement <8 x i32> %612, i32 %605, i64 2
  %614 = insertelement <8 x i32> %613, i32 %606, i64 3
  %615 = insertelement <8 x i32> %614, i32 %607, i64 4
  %616 = insertelement <8 x i32> %615, i32 %608, i64 5
  %617 = insertelement <8 x i32> %616, i32 %609, i64 6
  %618 = insertelement <8 x i32> %617, i32 %610, i64 7
  %619 = load i32, ptr addrspace(3) %345, align 4
  %620 = load i32, ptr addrspace(3) %348, align 4
  %621 = insertelement <2 x i32> poison, i32 %619, i64 0
  %622 = insertelement <2 x i32> %621, i32 %620, i64 1
  %623 = load bfloat, ptr addrspace(3) %352, align 2
  %624 = load bfloat, ptr addrspace(3) %357, align 2
  %625 = load bfloat, ptr addrspace(3) %360, align 2
  %626 = load bfloat, ptr addrspace(3) %363, align 2
  %627 = insertelement <2 x bfloat> poison, bfloat %623, i64 0
  %628 = insertelement <2 x bfloat> %627, bfloat %624, i64 1
  %629 = bitcast <2 x bfloat> %628 to i32
  %630 = insertelement <2 x bfloat> poison, bfloat %625, i64 0
  %631 = insertelement <2 x bfloat> %630, bfloat %626, i64 1
  %632 = bitcast <2 x bfloat> %631 to i32
  %633 = insertelement <2 x i32> poison, i32 %629, i64 0
  %634 = insertelement <2 x i32> %633, i32 %632, i64 1
  %635 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %622, <2 x i32> %634, <8 x i32> %618, i32 1, i32 1, i32 1)
  %636 = load i32, ptr addrspace(3) %367, align 4
  %637 = load i32, ptr addrspace(3) %370, align 4
  %638 = insertelement <2 x i32> poison, i32 %636, i64 0
  %639 = insertelement <2 x i32> %638, i32 %637, i64 1
  %640 = load bfloat, ptr addrspace(3) %374, align 2
  %641 = load bfloat, ptr addrspace(3) %379, align 2
  %642 = load bfloat, ptr addrspace(3) %382, align 2
  %643 = load bfloat, ptr addrspace(3) %385, align 2
  %644 = insertelement <2 x bfloat> poison, bfloat %640, i64 0
  %645 = insertelement <2 x bfloat> %644, bfloat %641, i64 1
  %646 = bitcast <2 x bfloat> %645 to i32
  %647 = insertelement <2 x bfloat> poison, bfloat %642, i64 0
  %648 = insertelement <2 x bfloat> %647, bfloat %643, i64 1
  %649 = bitcast <2 x bfloat> %648 to i32
  %650 = insertelement <2 x i32> poison, i32 %646, i64 0
  %651 = insertelement <2 x i32> %650, i32 %649, i64 1
  %652 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %639, <2 x i32> %651, <8 x i32> %635, i32 1, i32 1, i32 1)
  %bc13 = bitcast <8 x i32> %652 to <8 x float>
  %653 = extractelement <8 x float> %bc13, i64 0
  store float %653, ptr addrspace(3) %224, align 4
  %654 = extractelement <8 x float> %bc13, i64 1
  store float %654, ptr addrspace(3) %227, align 4
  %655 = extractelement <8 x float> %bc13, i64 2
  store float %655, ptr addrspace(3) %231, align 4
  %656 = extractelement <8 x float> %bc13, i64 3
  store float %656, ptr addrspace(3) %234, align 4
  %657 = extractelement <8 x float> %bc13, i64 4
  store float %657, ptr addrspace(3) %238, align 4
  %658 = extractelement <8 x float> %bc13, i64 5
  store float %658, ptr addrspace(3) %241, align 4
  %659 = extractelement <8 x float> %bc13, i64 6
  store float %659, ptr addrspace(3) %245, align 4
  %660 = extractelement <8 x float> %bc13, i64 7
  store float %660, ptr addrspace(3) %248, align 4
  br label %661

661: ; preds = %602, %583
  tail call void @llvm.musa.syncthreads.lm()
  %662 = load <8 x float>, ptr addrspace(3) %137, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %663, label %669

663: ; preds = %661
  %664 = load float, ptr addrspace(3) %254, align 4
  %665 = load float, ptr addrspace(3) %214, align 4
  %666 = fmul contract float %664, %665
  %667 = load float, ptr addrspace(3) %255, align 4
  %668 = fadd contract float %666, %667
  store float %668, ptr addrspace(3) %254, align 4
  br label %669

669: ; preds = %663, %661
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %670, label %674

670: ; preds = %669
  %671 = load float, ptr addrspace(3) %212, align 4
  %672 = load float, ptr addrspace(3) %213, align 4
  %673 = tail call float @llvm.maxnum.f32(float %671, float %672)
  store float %673, ptr addrspace(3) %212, align 4
  br label %674

674: ; preds = %670, %669
  tail call void @llvm.musa.syncthreads.lm()
  %675 = extractelement <8 x float> %662, i64 0
  %676 = extractelement <8 x float> %662, i64 1
  %677 = extractelement <8 x float> %662, i64 2
  %678 = extractelement <8 x float> %662, i64 3
  %679 = extractelement <8 x float> %662, i64 4
  %680 = extractelement <8 x float> %662, i64 5
  %681 = extractelement <8 x float> %662, i64 6
  %682 = extractelement <8 x float> %662, i64 7
  br i1 %402, label %386, label %._crit_edge

._crit_edge: ; preds = %674, %48
  %683 = phi <8 x float> [ zeroinitializer, %48 ], [ %662, %674 ]
  %684 = getelementptr float, ptr addrspace(3) @global_smem, i32 %13
  %685 = load float, ptr addrspace(3) %684, align 4
  %686 = insertelement <8 x float> poison, float %685, i64 0
  %687 = shufflevector <8 x float> %686, <8 x float> poison, <8 x i32> zeroinitializer
  %688 = fdiv <8 x float> %683, %687
  %689 = fptrunc <8 x float> %688 to <8 x bfloat>
  %690 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %691 = getelementptr bfloat, ptr addrspace(1) %690, i64 %11
  store <8 x bfloat> %689, ptr addrspace(1) %691, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 512}
